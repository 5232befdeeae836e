/**
 * Filename of a download from its Content-Disposition header. yudao sends
 * `attachment;filename=<URL-encoded name>`; RFC 5987 `filename*=UTF-8''…` wins when present.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) return safeDecode(extended[2].trim());
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return safeDecode((plain[2] ?? plain[1]).trim());
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
