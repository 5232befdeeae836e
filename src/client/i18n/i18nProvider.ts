import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { enMessages } from './en.ts';
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

const catalogues: Record<string, TranslationMessages> = {
  'zh-CN': merge(englishMessages as unknown as Tree, zhCNMessages as unknown as Tree) as unknown as TranslationMessages,
  en: enMessages as unknown as TranslationMessages,
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale] ?? catalogues[DEFAULT_LOCALE],
  DEFAULT_LOCALE,
  LOCALES,
  // A missing key shows its `_` default (or the key) instead of a console warning storm.
  { allowMissing: true },
);
