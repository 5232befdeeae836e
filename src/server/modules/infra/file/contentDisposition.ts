/**
 * A Content-Disposition header with the file's name for every browser: a plain-ASCII `filename` (other characters
 * as `_`) and the exact name in RFC 5987's `filename*` (UTF-8, percent-encoded), which current browsers prefer.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
