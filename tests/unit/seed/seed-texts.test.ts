import { describe, expect, it } from 'vitest';
import * as demo from '../../../src/server/seed/demo';
import { generalInstances, leaveInstances, processes } from '../../../src/server/seed/demo/processes.ts';

/** Every string of a seed, with where it sits (a process's XML is the engine's, not a text anyone reads). */
function texts(value: unknown, at: string, out: { at: string; text: string }[] = []): { at: string; text: string }[] {
  if (typeof value === 'string') out.push({ at, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (key !== 'xml') texts(v, `${at}.${key}`, out);
  }
  return out;
}

// Issue 38 point 10: what the seed writes is what deputies, units and staff read (a process's description on 发起流程,
// a dictionary's remark, a menu's address): none of it may speak to this project's developers.
const DEVELOPER_SPEAK = [/docs\//i, /\.md\b/i, /issue\s*#?\d/i, /\b(TODO|FIXME)\b/, /ruoyi|YunaiV/i];

describe('seed texts', () => {
  it('name no source file, issue or other project', () => {
    const all = texts({ ...demo, processes, leaveInstances, generalInstances }, 'seed');
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter(({ text }) => DEVELOPER_SPEAK.some((p) => p.test(text)))).toEqual([]);
  });
});
