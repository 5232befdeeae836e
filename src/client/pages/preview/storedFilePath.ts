import { API_BASE_URL } from '../../api/config.ts';

/**
 * The `path` of `/preview-pdf?path=…` and `/preview-report?path=…`: the URL of a file in our storage, as the upload
 * answers it (`/admin-api/infra/file/{configId}/get/{key}`, docs/files.md), or the same on this site's full address.
 * Anything else — a file-system path, `../`, another site — is refused, so the page never fetches what it was not
 * meant to show. The key follows the server's rules (storageKey.ts): `/`-separated segments of letters, digits,
 * `.`, `_`, `-`, none of them `.` or `..`.
 */
const SEGMENT = /^[A-Za-z0-9._-]+$/;
const PREFIX = new RegExp(`^${API_BASE_URL.replace(/[/.]/g, '\\$&')}/infra/file/\\d+/get/`);

export type StoredFilePath = { url: string } | { problem: 'noPath' | 'badPath' };

export function storedFilePath(path: string | null, origin: string = window.location.origin): StoredFilePath {
  if (!path) return { problem: 'noPath' };
  let pathname = path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return { problem: 'badPath' };
    }
    if (url.origin !== origin || url.search || url.hash) return { problem: 'badPath' };
    pathname = url.pathname;
  }
  const prefix = PREFIX.exec(pathname);
  if (!prefix) return { problem: 'badPath' };
  const key = pathname.slice(prefix[0].length).split('/');
  if (!key.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return { problem: 'badPath' };
  return { url: pathname };
}

/** The preview page for a stored file, by its sniffed type or its name: PDF and Word have one; others none. */
export function previewRoute(file: { url: string; name?: string; type?: string }): string | null {
  const name = file.name?.toLowerCase() ?? '';
  const isPdf = file.type ? file.type === 'application/pdf' : name.endsWith('.pdf');
  const isDocx = file.type ? file.type.includes('wordprocessingml') : name.endsWith('.docx');
  if (isPdf) return `/preview-pdf?path=${encodeURIComponent(file.url)}`;
  if (isDocx) return `/preview-report?path=${encodeURIComponent(file.url)}`;
  return null;
}
