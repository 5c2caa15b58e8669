/** Saves a text as a file through a temporary object URL (browser only). */
export function downloadText(text: string | Blob, filename: string, type: string): void {
  const blob = typeof text === 'string' ? new Blob([text], { type }) : text;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download (an image takes longer than a CSV).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a CSV string as a UTF-8 file. */
export function downloadCsv(csv: string, filename: string): void {
  downloadText(csv, filename, 'text/csv;charset=utf-8');
}
