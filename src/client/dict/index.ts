/** Public face of the dictionary store (SPEC §3, §4; API-CONTRACT §6.5). */
export * from './dictStore.ts';
export { useDict } from './useDict.ts';
export { DictTag } from './DictTag.tsx';
export { TAG_TYPES, isTagType, type TagType } from './tagTypes.ts';
export { TagTypeChip, TagTypeValue } from './TagTypeChip.tsx';
