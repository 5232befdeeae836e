import { pinyin } from 'pinyin-pro';

/** Longest stored pinyin and initials (a 30-character nickname at ≤ 6 letters a syllable fits). */
export const PINYIN_MAX = 200;
export const INITIALS_MAX = 60;

export interface NicknameKeys {
  nicknamePinyin: string;
  nicknameInitials: string;
}

/** Lower-case letters and digits only: how both the stored keys and a search text are compared. */
const normalise = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The picker's search keys of a nickname: its pinyin without tones (张建国 → zhangjianguo) and its initials (zjg).
 * The first character is read as a surname (单 shan, 曾 zeng), as a person's name is. Characters with no pinyin
 * (Latin letters, digits) are kept as they are; everything else is dropped.
 */
export function nicknameKeys(nickname: string): NicknameKeys {
  const options = { toneType: 'none', type: 'array', surname: 'head', nonZh: 'consecutive' } as const;
  const full = pinyin(nickname, options);
  const initials = pinyin(nickname, { ...options, pattern: 'first' });
  return {
    nicknamePinyin: normalise(full.join('')).slice(0, PINYIN_MAX),
    nicknameInitials: normalise(initials.map((s) => (/^[a-z]/i.test(s) ? s[0] : s)).join('')).slice(0, INITIALS_MAX),
  };
}

/** The values with the search keys added when they change the nickname (every path that writes a user uses it). */
export function withNicknameKeys<T extends Record<string, unknown>>(values: T): T & Partial<NicknameKeys> {
  return typeof values.nickname === 'string' ? { ...values, ...nicknameKeys(values.nickname) } : values;
}

/**
 * A search text as the pinyin keys are compared with it: only Latin letters (and spaces, which are dropped) make a
 * pinyin search; a text with Chinese or other characters is looked for in the nickname itself.
 */
export function pinyinQuery(text: string): string | null {
  const trimmed = text.trim();
  return /^[a-zA-Z\s]+$/.test(trimmed) ? normalise(trimmed) : null;
}
