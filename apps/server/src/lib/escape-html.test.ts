import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('writes & < > " and \' as numeric references and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
    expect(escapeHtml('Contraseña: ñandú 50%')).toBe('Contraseña: ñandú 50%');
  });
});
