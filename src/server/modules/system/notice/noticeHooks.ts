import type { ResourceHooks } from '../../../crud/hooks.ts';
import { cleanRichText } from './richText.ts';

/** A notice's content is cleaned before it is stored (richText.ts): create, and an update that carries it. */
export const noticeHooks: ResourceHooks = {
  beforeCreate(values) {
    if (typeof values.content === 'string') values.content = cleanRichText(values.content);
  },
  beforeUpdate(values) {
    if (typeof values.content === 'string') values.content = cleanRichText(values.content);
  },
};
