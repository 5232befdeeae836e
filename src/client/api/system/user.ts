import { http } from '../http.ts';
import { saveBlob } from '../saveBlob.ts';

/** What `/system/user/import` answers (yudao's UserImportRespVO): usernames per outcome, failures with their reason. */
export interface UserImportResult {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
}

/** The name a template gets when the server does not name it (yudao's download.excel name, as .xlsx). */
export const IMPORT_TEMPLATE_NAME = '用户导入模板.xlsx';

/** 下载模板: the server's import template, saved as a file under the name the server gives it. */
export async function downloadUserImportTemplate(): Promise<string> {
  const blob = await http.download('/system/user/get-import-template');
  const fileName = blob instanceof File && blob.name ? blob.name : IMPORT_TEMPLATE_NAME;
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * Uploads an import file. `updateSupport` rides in the query, as yudao's upload URL carries it; silent, because the
 * dialog shows the server's message itself and keeps the chosen file.
 */
export function importUsers(file: File, updateSupport: boolean): Promise<UserImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.request<UserImportResult>({ url: '/system/user/import', method: 'POST', params: { updateSupport }, data: form, silent: true });
}
