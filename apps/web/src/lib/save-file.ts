/** Offers data as a file download under `fileName`, through a link the page never shows. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves CSV text the server answered as a file. The byte order mark the server sends is dropped when the
 * answer is read as text, so it is put back: spreadsheets then read UTF-8.
 */
export function saveCsv(text: string, fileName: string) {
  saveFile(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
