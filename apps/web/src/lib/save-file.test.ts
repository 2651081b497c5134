import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCsv } from './save-file';

describe('saveCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the text under the name, as UTF-8 with its byte order mark, through a link it removes', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    saveCsv('nombre;correo\r\nAna;ana@example.test\r\n', 'usuarios.csv');

    expect(clicked).toEqual([{ download: 'usuarios.csv', href: 'blob:csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(saved!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('nombre;correo\r\nAna;ana@example.test\r\n');
  });
});
