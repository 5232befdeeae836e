import type { ResourceHooks } from '../../../crud/hooks.ts';
import { maskSecret, secretToStore } from '../../../crud/secretMask.ts';
import { parseParams } from '../message/templateParams.ts';

type Row = Record<string, unknown>;

/** A template's `{name}` parameters are read from its content on every write, as yudao's SmsTemplateService does. */
const withParams = (values: Row): Row => (typeof values.content === 'string' ? { ...values, params: parseParams(values.content) } : values);

export const smsTemplateHooks: ResourceHooks = {
  beforeCreate: withParams,
  beforeUpdate: (values) => withParams(values),
};

/** A channel's API secret is shown masked; the mask sent back keeps it (decision 89). */
export const smsChannelHooks: ResourceHooks = {
  beforeUpdate: (values, existing) => ({ ...values, apiSecret: secretToStore(values.apiSecret, existing.apiSecret) }),
  afterRead: (rows) => rows.map((row) => ({ ...row, apiSecret: maskSecret(row.apiSecret) })),
};
