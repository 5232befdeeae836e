import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { enMessages } from '../../../../src/client/i18n/en.ts';
import { zhCNMessages } from '../../../../src/client/i18n/zhCN.ts';
import { fileSize, importReport, importReportText, isImportFile } from '../../../../src/client/pages/userImport/importReport.ts';

describe('the user import report', () => {
  it('lists the created, updated and failed usernames, each failure with its reason', () => {
    const report = importReport({
      createUsernames: ['zhangsan', 'lisi'],
      updateUsernames: ['wangwu'],
      failureUsernames: { admin: '用户账号已经存在', '第 5 行': '用户账号不能为空' },
    });
    expect(report).toEqual({
      created: ['zhangsan', 'lisi'],
      updated: ['wangwu'],
      failed: [
        { username: 'admin', reason: '用户账号已经存在' },
        { username: '第 5 行', reason: '用户账号不能为空' },
      ],
      outcome: 'partial',
    });
  });

  it('tells all-done, partial and all-failed apart', () => {
    expect(importReport({ createUsernames: ['a'], updateUsernames: [], failureUsernames: {} }).outcome).toBe('success');
    expect(importReport({ createUsernames: [], updateUsernames: ['a'], failureUsernames: { b: 'x' } }).outcome).toBe('partial');
    expect(importReport({ createUsernames: [], updateUsernames: [], failureUsernames: { b: 'x' } }).outcome).toBe('failure');
  });

  it('reads a missing or null list as empty (another yudao version may leave one out)', () => {
    expect(importReport({ createUsernames: ['a'], failureUsernames: null as never })).toEqual({ created: ['a'], updated: [], failed: [], outcome: 'success' });
    expect(importReport(null)).toEqual({ created: [], updated: [], failed: [], outcome: 'success' });
  });

  const translateIn = (messages: object) => polyglotI18nProvider(() => messages as never, 'x').translate;

  it('writes yudao\'s alert text word for word, and its English in the English interface', () => {
    const report = importReport({ createUsernames: ['a', 'b'], updateUsernames: [], failureUsernames: { admin: '用户账号已经存在' } });
    expect(importReportText(report, translateIn(zhCNMessages))).toBe('上传成功数量：2;< a >< b >更新成功数量：0;更新失败数量：1;< admin: 用户账号已经存在 >');
    const english = importReport({ createUsernames: ['a'], updateUsernames: [], failureUsernames: { admin: 'The username already exists' } });
    expect(importReportText(english, translateIn(enMessages))).toBe('Created: 1;< a >Updated: 0;Failed: 1;< admin: The username already exists >');
  });
});

describe('the chosen file', () => {
  it.each([
    ['用户导入模板.xlsx', true],
    ['report.XLSX', true],
    ['old.xls', false], // the server reads .xlsx only
    ['users.csv', false],
    ['users.xlsx.exe', false],
    ['xlsx', false],
  ])('%s is an import file: %s', (name, ok) => expect(isImportFile(name)).toBe(ok));

  it('shows its size in B, KB or MB', () => {
    expect(fileSize(812)).toBe('812 B');
    expect(fileSize(9830)).toBe('9.6 KB');
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
