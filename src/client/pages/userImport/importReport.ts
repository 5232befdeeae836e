import type { UserImportResult } from '../../api/system/user.ts';

/**
 * The file type the import accepts. yudao offers `.xlsx, .xls`, but the server reads Office Open XML only (exceljs;
 * no library on npm that is kept up reads the old binary .xls), so the picker offers .xlsx and says how to convert.
 */
export const IMPORT_ACCEPT = '.xlsx';

export const isImportFile = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** A file size as the upload list shows it: 812 B, 9.6 KB, 1.2 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ImportFailure {
  username: string;
  reason: string;
}

/** The report the dialog shows: the three outcomes, and how it went overall (the alert's colour and headline). */
export interface ImportReportView {
  created: string[];
  updated: string[];
  failed: ImportFailure[];
  outcome: 'success' | 'partial' | 'failure';
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * Reads the server's answer into the report. Tolerant on purpose: a yudao backend of another version may leave a
 * list out (null), and a missing list must show as 0 rather than break the dialog after the rows were written.
 */
export function importReport(result: Partial<UserImportResult> | null | undefined): ImportReportView {
  const failures = result?.failureUsernames && typeof result.failureUsernames === 'object' ? result.failureUsernames : {};
  const created = strings(result?.createUsernames);
  const updated = strings(result?.updateUsernames);
  const failed = Object.entries(failures).map(([username, reason]) => ({ username, reason: String(reason ?? '') }));
  const done = created.length + updated.length;
  const outcome = failed.length === 0 ? 'success' : done === 0 ? 'failure' : 'partial';
  return { created, updated, failed, outcome };
}

/**
 * yudao's alert text, word for word in Chinese (UserImportForm.vue): 上传成功数量：n;< a >更新成功数量：n;更新失败数量：n;< b: reason >,
 * its counts said by the locale (the dialog's own headings), so English reads `Created: n;…`. The dialog shows the
 * same content as lists; this text is what 复制结果 puts on the clipboard. `translate` is react-admin's.
 */
export function importReportText(report: ImportReportView, translate: (key: string, options?: object) => string): string {
  let text = `${translate('app.userImport.created', { count: report.created.length })};`;
  for (const username of report.created) text += `< ${username} >`;
  text += `${translate('app.userImport.updated', { count: report.updated.length })};`;
  for (const username of report.updated) text += `< ${username} >`;
  text += `${translate('app.userImport.failures', { count: report.failed.length })};`;
  for (const { username, reason } of report.failed) text += `< ${username}: ${reason} >`;
  return text;
}
