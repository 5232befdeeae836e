import { http } from '../../api/index.ts';

/** A stored file as the file list and the look-up by URL answer it. */
export interface StoredFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** yudao's `/infra/file` and `/infra/file-config` calls the file screens make. */
export const fileApi = {
  /**
   * yudao's upload (multipart `file`) → the file's URL. `silent`: the caller shows the server's refusal itself
   * (文件大小不能超过 …, 文件格式不正确 …).
   */
  upload: (file: File, silent = false) => {
    const form = new FormData();
    form.append('file', file);
    return http.request<string>({ url: '/infra/file/upload', method: 'POST', data: form, silent, timeout: 5 * 60_000 });
  },
  /** Name, size and type of the tenant's files at these URLs. */
  listByUrl: (urls: readonly string[]) => http.get<StoredFile[]>('/infra/file/list-by-url', { urls: urls.join(',') }),
  updateMaster: (id: number) => http.put<boolean>('/infra/file-config/update-master', undefined, { params: { id } }),
  test: (id: number) => http.get<string>('/infra/file-config/test', { id }, { silent: true }),
};

export { fileSizeText } from '../../lib/index.ts';

/** The absolute address of a stored file (the server answers it from the site's root). */
export const absoluteUrl = (url: string): string => new URL(url, window.location.origin).href;

/** Saves a stored file under its name: a same-origin link with `download`, as a click would. */
export function downloadFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
