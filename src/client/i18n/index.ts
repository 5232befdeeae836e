/** Public face of i18n: the react-admin i18nProvider (zh-CN default, en) and the message catalogues. */
export { i18nProvider, DEFAULT_LOCALE, LOCALES } from './i18nProvider.ts';
export { zhCNMessages, zhCNApp } from './zhCN.ts';
