import { checkFormFields } from '../../../../shared/bpm/formFields.ts';
import type { ErrorCode } from '../../../../shared/errorCodes.ts';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';

type Row = Record<string, unknown>;

/** yudao's 1009010xxx (BpmFormServiceImpl); 002 and 003 are ours, for what yudao's Jackson would choke on. */
export const FormErrors = {
  NOT_EXISTS: { code: 1009010000, msg: '动态表单不存在' },
  FIELD_REPEAT: { code: 1009010001, msg: '表单项({}) 和 ({}) 使用了相同的字段名({})' },
  FIELD_NOT_OBJECT: { code: 1009010002, msg: '第 {} 个表单项不是 JSON 对象' },
  FIELD_PATTERN: { code: 1009010003, msg: '表单项({})的正则表达式无效或可能导致回溯过多，请修改' },
} satisfies Record<string, ErrorCode>;

/** The fields a form is saved with: each a JSON object, no variable name twice, patterns the server can run. */
function assertFields(values: Row): void {
  if (!Array.isArray(values.fields)) return;
  const problem = checkFormFields(values.fields);
  if (!problem) return;
  if (problem.kind === 'notObject') throw fail(FormErrors.FIELD_NOT_OBJECT, problem.index);
  if (problem.kind === 'duplicate') throw fail(FormErrors.FIELD_REPEAT, problem.first, problem.second, problem.field);
  throw fail(FormErrors.FIELD_PATTERN, problem.title);
}

export const bpmFormHooks: ResourceHooks = {
  beforeCreate: (values) => assertFields(values),
  beforeUpdate: (values) => assertFields(values),
};
