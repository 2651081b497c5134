import { beforeEach, describe, expect, it } from 'vitest';
import { currentLocale, i18n, initI18n } from './i18n';
import { LOCALE_STORAGE_KEY } from './locale-store';
import { setLocale } from './set-locale';

describe('i18n', () => {
  beforeEach(() => {
    localStorage.clear();
    initI18n('es');
    setLocale('es');
  });

  it('speaks Spanish by default and translates server error codes', () => {
    expect(currentLocale()).toBe('es');
    expect(i18n.t('nav.courses')).toBe('Cursos');
    expect(i18n.t('errors:course.not-found')).toBe('Curso no encontrado');
  });

  it('switches to English and keeps the choice in local storage', () => {
    expect(setLocale('en')).toBe(true);
    expect(i18n.t('nav.courses')).toBe('Courses');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('refuses an unsupported locale and keeps the current one', () => {
    expect(setLocale('fr')).toBe(false);
    expect(currentLocale()).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
  });

  it('has the same keys in Spanish and English for every namespace', () => {
    const es = i18n.store.data.es ?? {};
    const en = i18n.store.data.en ?? {};
    for (const ns of Object.keys(es)) {
      expect(Object.keys(en[ns] ?? {}).sort(), `namespace ${ns}`).toEqual(Object.keys(es[ns] ?? {}).sort());
    }
  });
});
