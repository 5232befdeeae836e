import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { zhCNMessages } from './zhCN.ts';

export const DEFAULT_LOCALE = 'zh-CN';
export const LOCALES = [
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'en', name: 'English' },
];

type Tree = { [key: string]: string | Tree };

/** Deep merge so react-admin keys missing in Chinese show English rather than the raw key. */
function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? merge(b, v) : v;
  }
  return out;
}

const chinese = merge(englishMessages as unknown as Tree, zhCNMessages as unknown as Tree) as unknown as TranslationMessages;

/**
 * Chinese, the default, is at hand; English is its own chunk, fetched when a user switches to it (or comes back with
 * it chosen): the login route does not carry a catalogue most users never read. react-admin awaits the promise.
 */
const catalogueOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'en' ? import('./en.ts').then((m) => m.enMessages as unknown as TranslationMessages) : chinese;

export const i18nProvider = polyglotI18nProvider(
  catalogueOf,
  DEFAULT_LOCALE,
  LOCALES,
  // A missing key shows its `_` default (or the key) instead of a console warning storm.
  { allowMissing: true },
);
