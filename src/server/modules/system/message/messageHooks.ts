import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { cleanRichText } from '../notice/richText.ts';
import { MessageErrors } from './messageErrors.ts';
import { parseParams } from './templateParams.ts';

/** A mail template's HTML is cleaned as a notice's before it is stored, and its parameters read from what is kept. */
function withContent(values: Record<string, unknown>): Record<string, unknown> {
  if (typeof values.content !== 'string') return values;
  const content = cleanRichText(values.content);
  return { ...values, content, params: parseParams(content) };
}

export const mailTemplateHooks: ResourceHooks = {
  beforeCreate: withContent,
  beforeUpdate: (values) => withContent(values),
};

/** An account still named by a template is kept (yudao's validateMailAccountRelated... check on delete). */
export const mailAccountHooks: ResourceHooks = {
  async beforeDelete(existing, ctx) {
    const used = await ctx.db.selectFrom('systemMailTemplate').select('id')
      .where('accountId', '=', Number(existing.id)).where('deleted', '=', false).executeTakeFirst();
    if (used) throw fail(MessageErrors.MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS);
  },
};

/** An in-site template is plain text: its parameters are read from the content on every write. */
export const notifyTemplateHooks: ResourceHooks = {
  beforeCreate: (values) => (typeof values.content === 'string' ? { ...values, params: parseParams(values.content) } : values),
  beforeUpdate: (values) => (typeof values.content === 'string' ? { ...values, params: parseParams(values.content) } : values),
};
