import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';
import { initI18n } from './i18n';
import { setLocale } from './set-locale';

describe('errorText: a failure in the reader’s words', () => {
  beforeEach(() => {
    initI18n('es');
    setLocale('es');
  });
  afterEach(() => {
    setLocale('es');
  });

  it('translates the server’s code with the values it sent, in the current language', () => {
    const notice = new ApiError(400, 'tutoring.inside-notice', { params: { hours: 24 } });
    expect(errorText(notice)).toBe('El tutor pide al menos 24 h de antelación');
    setLocale('en');
    expect(errorText(new ApiError(409, 'tutoring.slot-taken', null))).toBe(
      'That time has just been booked: choose another',
    );
  });

  it('translates a code found on the device the same way', () => {
    expect(errorText({ code: 'tutoring.inside-notice', params: { hours: 12 } })).toBe(
      'El tutor pide al menos 12 h de antelación',
    );
  });

  it('says a lost connection is one, unless told to read it as the fallback or in other words', () => {
    const network = new ApiError(0, 'network', null);
    expect(errorText(network)).toBe('no se pudo establecer comunicación con el servidor');
    expect(errorText(network, { network: false })).toBe('se produjo un problema con su solicitud');
    expect(errorText(network, { network: 'Sin conexión' })).toBe('Sin conexión');
  });

  it('falls back to the generic text (or the one given) for unknown codes and other failures', () => {
    expect(errorText(new Error('boom'))).toBe('se produjo un problema con su solicitud');
    expect(errorText(new ApiError(409, 'tutoring.something-new', {}))).toBe(
      'se produjo un problema con su solicitud',
    );
    expect(errorText(undefined, { fallback: 'No se pudo' })).toBe('No se pudo');
  });
});
