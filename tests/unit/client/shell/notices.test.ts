// The toast and notification stacks: a repeated notice replaces the first, and a stack keeps its newest three.
import { describe, expect, it } from 'vitest';
import { addNotice, MAX_STACK, type Notice } from '../../../../src/client/shell/notices.ts';

let id = 0;
const toast = (text: string, level: Notice['level'] = 'info'): Notice => ({ id: ++id, kind: 'toast', level, message: { text }, persistent: false });
const texts = (list: Notice[]) => list.map((n) => `${n.kind}:${n.message?.text}`);

describe('addNotice', () => {
  it('replaces the same notice instead of stacking it, keeping the newer one (and so its timer)', () => {
    const first = toast('已取消');
    const warning = toast('第3题为必答题', 'warning');
    const again = toast('已取消');
    const list = [first, warning].reduce(addNotice, [] as Notice[]);
    const after = addNotice(list, again);
    expect(texts(after)).toEqual(['toast:第3题为必答题', 'toast:已取消']);
    expect(after.at(-1)!.id).toBe(again.id);
  });

  it('keeps notices that differ in level, kind or text', () => {
    const notification: Notice = { id: ++id, kind: 'notification', level: 'info', title: { text: '已取消' }, persistent: false };
    const list = [toast('已取消'), toast('已取消', 'warning'), notification, toast('关闭成功!')].reduce(addNotice, [] as Notice[]);
    expect(list).toHaveLength(4);
  });

  it(`shows at most ${MAX_STACK} of a kind, dropping the oldest, and leaves the other kind alone`, () => {
    const notification: Notice = { id: ++id, kind: 'notification', level: 'success', title: { text: '提示' }, persistent: false };
    const list = [notification, toast('一'), toast('二'), toast('三'), toast('四')].reduce(addNotice, [] as Notice[]);
    expect(texts(list)).toEqual(['notification:undefined', 'toast:二', 'toast:三', 'toast:四']);
  });
});
