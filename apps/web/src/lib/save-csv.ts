/**
 * Saves CSV text the server answered as a file. The byte order mark the server sends is dropped when the
 * answer is read as text, so it is put back: spreadsheets then read UTF-8.
 */
export function saveCsv(text: string, fileName: string) {
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
