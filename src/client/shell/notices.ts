import type { NoticeLevel, NoticeText } from '../api/index.ts';

export interface Notice {
  id: number;
  kind: 'toast' | 'notification';
  level: NoticeLevel;
  title?: NoticeText;
  message?: NoticeText;
  persistent: boolean;
}

/** At most this many toasts, and as many notifications, are shown at once (on a phone three already fill the top). */
export const MAX_STACK = 3;

const sameText = (a?: NoticeText, b?: NoticeText): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sameNotice = (a: Notice, b: Notice): boolean => a.kind === b.kind && a.level === b.level && sameText(a.title, b.title) && sameText(a.message, b.message);

/**
 * The shown notices after a new one: the same notice again (a second 已取消, the same required-question message
 * after a second try) replaces the first instead of stacking under it, and a stack over MAX_STACK loses its oldest.
 */
export function addNotice(list: readonly Notice[], notice: Notice): Notice[] {
  const next = [...list.filter((n) => !sameNotice(n, notice)), notice];
  const ofKind = next.filter((n) => n.kind === notice.kind);
  const drop = new Set(ofKind.slice(0, Math.max(0, ofKind.length - MAX_STACK)).map((n) => n.id));
  return next.filter((n) => !drop.has(n.id));
}
