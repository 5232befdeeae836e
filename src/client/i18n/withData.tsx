import type { ReactNode } from 'react';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A translated sentence with server data in it (a menu's or a dictionary's name): the data goes in as a
 * `data-i18n="data"` span, so it stays itself in every language and the English check (tests/e2e/english.spec.ts)
 * can tell it from the client's own words.
 */
export function withData(translate: Translate, key: string, data: Readonly<Record<string, string>>): ReactNode[] {
  const names = Object.keys(data);
  const marked = translate(key, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])));
  return marked.split(/\uE000(\d+)\uE000/).map((part, i) =>
    i % 2 ? <span key={i} data-i18n="data">{data[names[Number(part)]]}</span> : part,
  );
}
