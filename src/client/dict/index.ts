/** Public face of the dictionary store (SPEC §3, §4; API-CONTRACT §6.5). */
export * from './dictStore.ts';
export { useDict } from './useDict.ts';
export { DictTag } from './DictTag.tsx';
