/** Hands a downloaded blob to the browser as a file download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
