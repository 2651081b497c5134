import { errorCatalog } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';

/** The server's code, read as text: every code it can answer a form with. */
const serverSources = import.meta.glob<string>(
  ['../../../../server/src/**/*.ts', '!../../../../server/src/**/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

const matches = (pattern: RegExp) =>
  Object.values(serverSources).flatMap((source) => [...source.matchAll(pattern)].map((match) => match[1]!));

/** Codes use cases refuse with (`new AppError('user.last-administrator')`). */
const refusalCodes = () => new Set(matches(/new AppError\(\s*'([^']+)'/g));
/** Codes of field errors (`{ path: 'role', code: 'user.role-change-not-allowed' }`). */
const fieldCodes = () => new Set(matches(/path:[^,{}]+,\s*code:\s*'([^']+)'/g));

const LOCALES = ['es', 'en'] as const;

describe("the client's texts for the server's error codes", () => {
  initI18n('es');

  it('finds the codes in the server code (the scan itself works)', () => {
    expect(Object.keys(serverSources).length).toBeGreaterThan(50);
    expect(refusalCodes()).toContain('user.last-administrator');
    expect(fieldCodes()).toContain('user.role-change-not-allowed');
  });

  it('translates every catalogued code in Spanish and English, in the catalogue’s words', () => {
    for (const [code, entry] of Object.entries(errorCatalog)) {
      for (const lng of LOCALES) {
        expect(i18n.exists(`errors:${code}`, { lng }), `${lng} errors:${code}`).toBe(true);
        const text = i18n.t(`errors:${code}`, { lng });
        expect(text, `${lng} errors:${code}`).toBe(entry[lng]);
        expect(text.trim(), `${lng} errors:${code}`).not.toBe('');
      }
      expect(entry.es, `errors:${code} is the same in both languages`).not.toBe(entry.en);
    }
  });

  it('has a text in both languages for every code the server refuses with or puts on a field', () => {
    const codes = new Set([...refusalCodes(), ...fieldCodes()]);
    const missing = [...codes].flatMap((code) =>
      LOCALES.filter(
        (lng) => !i18n.exists(`errors:${code}`, { lng }) && !i18n.exists(`common:form.rule.${code}`, { lng }),
      ).map((lng) => `${lng}: ${code}`),
    );
    expect(missing).toEqual([]);
  });
});
