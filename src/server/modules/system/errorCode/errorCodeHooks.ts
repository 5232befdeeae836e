import type { ResourceHooks } from '../../../crud/hooks.ts';
import { ErrorCodeType } from './errorCodeMessages.ts';

/** yudao's ErrorCodeService: a row an administrator creates or edits is theirs (手动编辑), never overwritten by the start-up sync. */
export const errorCodeHooks: ResourceHooks = {
  beforeCreate: (values) => ({ ...values, type: ErrorCodeType.MANUAL }),
  beforeUpdate: (values) => ({ ...values, type: ErrorCodeType.MANUAL }),
};
