import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileManifestSource } from '../../../src/server/crud/manifestSource.ts';
import { errorCodeCatalogue } from '../../../src/server/modules/system/errorCode/errorCodeCatalogue.ts';
import { AuthErrors, GlobalErrors, TenantErrors } from '../../../src/shared/errorCodes.ts';
import { enServerMessages } from '../../../src/shared/i18n/enServerMessages.ts';
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

  it('composed refusals are translated part by part, values kept, the unknown left as it is', () => {
    expect(translateMessage('请求参数不正确:角色名称不能为空；显示顺序的类型不正确，应为整数', enServerMessages))
      .toBe('Invalid request parameters: 角色名称 is required; 显示顺序 has the wrong type, expected an integer');
    expect(translateMessage('名字为【市人大】的租户已被禁用', enServerMessages)).toBe('The tenant "市人大" is disabled');
    expect(translateMessage('建议当前为【草稿】状态，不能交办', enServerMessages)).toBe('The proposal is "草稿" and cannot be 交办');
    expect(translateMessage('管理员写的话', enServerMessages)).toBe('管理员写的话');
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
