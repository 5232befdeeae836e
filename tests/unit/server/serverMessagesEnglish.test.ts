import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileManifestSource } from '../../../src/server/crud/manifestSource.ts';
import { errorCodeCatalogue } from '../../../src/server/modules/system/errorCode/errorCodeCatalogue.ts';
import { AuthErrors, GlobalErrors, TenantErrors } from '../../../src/shared/errorCodes.ts';
import { englishCatalogue } from '../../../src/server/http/messageLanguage.ts';
import { enFieldNames, enServerMessages } from '../../../src/shared/i18n/enServerMessages.ts';
import { translateAjvErrors } from '../../../src/shared/validation/ajvMessages.ts';
import { translateMessage } from '../../../src/shared/i18n/translateMessage.ts';
import { validateManifest } from '../../../src/shared/manifest/validateManifest.ts';

const schemaDir = path.resolve(import.meta.dirname, '../../../schemas');
const values = (template: string) => template.split('{}').length - 1;

describe('the server’s messages in English (issue 38 point 11)', () => {
  it('every message of the error code catalogue has an English template with as many values', async () => {
    const { entries, schemas } = await fileManifestSource(schemaDir).load();
    const templates = new Set([
      ...[GlobalErrors, TenantErrors, AuthErrors].flatMap((table) => Object.values(table).map((e) => e.msg)),
      ...errorCodeCatalogue(validateManifest(entries, schemas)).values(),
    ]);
    const missing = [...templates].filter((t) => enServerMessages[t] === undefined);
    expect(missing).toEqual([]);
    const uneven = [...templates].filter((t) => values(t) !== values(enServerMessages[t] ?? ''));
    expect(uneven).toEqual([]);
  });

  it('composed refusals are translated part by part, fields by their English titles, data kept, the unknown left as it is', async () => {
    const { entries, schemas } = await fileManifestSource(schemaDir).load();
    const english = englishCatalogue(validateManifest(entries, schemas));
    const say = (message: string) => translateMessage(message, english, enFieldNames);
    expect(say('请求参数不正确:角色名称不能为空；显示顺序的类型不正确，应为整数'))
      .toBe('Invalid request parameters: Name is required; Order has the wrong type, expected an integer');
    expect(say('名字为【市人大】的租户已被禁用')).toBe('The tenant "市人大" is disabled');
    expect(say('建议当前为【草稿】状态，不能交办')).toBe('The proposal is "Draft": no assignment now');
    expect(say('字段定义第 2 项的字段描述长度不能超过 500 个字符')).toBe('Field description of Field definitions #2 must be at most 500 characters long');
    expect(say('参加代表第 3 项超出允许的数值范围')).toBe('Deputies taking part #3 is out of range');
    expect(say('创建时间开始格式不正确（应为 date）')).toBe('Created (from) is not in the right format (expected date)');
    expect(say('流程({}) 的任务({}) 已经存在分配规则'.replace('{}', 'leave').replace('{}', 'approve')))
      .toBe('Task (approve) of process (leave) already has an assignment rule');
    expect(say('第3题「联络频次」为必答题，请选择')).toBe('Question 3 "联络频次" must be answered: please choose');
    expect(say('问卷已结束，不能重复结束')).toBe('The survey is "Ended": it cannot be ended again');
    expect(say('文件内容异常：压缩比超过 100 倍，疑似压缩炸弹')).toBe('The file content is not valid: it is compressed more than 100 times, probably a zip bomb');
    expect(say('管理员写的话')).toBe('管理员写的话');
  });

  it('every title of every resource, nested ones included, has an English form', async () => {
    const { entries, schemas } = await fileManifestSource(schemaDir).load();
    const resources = validateManifest(entries, schemas);
    const english = englishCatalogue(resources);
    const titles = (node: unknown): string[] => {
      if (!node || typeof node !== 'object') return [];
      const own = typeof (node as { title?: unknown }).title === 'string' ? [(node as { title: string }).title] : [];
      return [...own, ...Object.values(node).flatMap(titles)];
    };
    const missing = resources.flatMap((r) => titles(r.jsonSchema).filter((t) => /\p{Script=Han}/u.test(t) && english[t] === undefined).map((t) => `${r.name}: ${t}`));
    expect(missing).toEqual([]);
  });

  it('every refusal a resource’s schema or rules say in their own words has English', async () => {
    const { entries, schemas } = await fileManifestSource(schemaDir).load();
    const resources = validateManifest(entries, schemas);
    const english = englishCatalogue(resources);
    const own = (node: unknown): string[] => {
      if (!node || typeof node !== 'object') return [];
      const said = (node as { errorMessage?: unknown }).errorMessage;
      const texts = typeof said === 'string' ? [said] : said && typeof said === 'object' ? Object.values(said).filter((v): v is string => typeof v === 'string') : [];
      return [...texts, ...Object.entries(node).filter(([key]) => key !== 'errorMessage').flatMap(([, v]) => own(v))];
    };
    const messages = resources.flatMap((r) => [...own(r.jsonSchema), ...(r.notFound ? [r.notFound.message] : []), ...(r.unique ?? []).map((u) => u.message)]);
    const untranslated = messages.filter((m) => /\p{Script=Han}/u.test(translateMessage(m.replaceAll('{}', 'x'), english, enFieldNames)));
    expect(untranslated).toEqual([]);
  });

  it('every message the input rules compose has an English template (the field name stays as titled)', () => {
    const schema = { type: 'object', properties: { name: { title: 'NAME', type: 'string' } } };
    const params: Record<string, Record<string, unknown>> = {
      required: { missingProperty: 'name' }, type: { type: 'integer' }, minLength: { limit: 2 }, maxLength: { limit: 9 },
      minimum: { limit: 1 }, exclusiveMinimum: { limit: 1 }, maximum: { limit: 9 }, exclusiveMaximum: { limit: 9 },
      pattern: {}, format: { format: 'date' }, enum: { allowedValues: [1, 2] }, const: { allowedValue: 1 },
      minItems: { limit: 1 }, maxItems: { limit: 9 }, uniqueItems: {}, additionalProperties: {}, not: {}, nul: {},
      range: {}, unicode: {}, depth: {}, dict: {},
    };
    for (const [keyword, p] of Object.entries(params)) {
      const instancePath = keyword === 'required' ? '' : '/name';
      const [{ message }] = translateAjvErrors([{ keyword, instancePath, params: p }], schema);
      const english = translateMessage(message, enServerMessages);
      expect(english, `${keyword}: ${message}`).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
