/**
 * element-ui's tag types, which a dictionary entry's `colorType` names (yudao's dict data form offers these six),
 * and the MUI colour each is drawn in. `default` (and an empty value) is drawn as plain text.
 */
export const TAG_TYPES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const TAG_COLOURS = {
  default: 'default',
  primary: 'primary',
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
} as const satisfies Record<TagType, string>;

export const isTagType = (value: unknown): value is TagType => TAG_TYPES.includes(value as TagType);
