import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { i18n, initI18n } from '../../../lib/i18n';
import { setLocale } from '../../../lib/set-locale';
import { formatDay, formatTime, formatWhen, groupByDay, refusalText, viewerZone } from './zoned-time';

const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';

describe('zoned times: an instant as the reader sees it in their zone', () => {
  it('takes the profile’s zone, else the browser’s', () => {
    expect(viewerZone('America/Bogota')).toBe('America/Bogota');
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(viewerZone(null)).toBe(browser);
    expect(viewerZone(undefined)).toBe(browser);
    expect(viewerZone('')).toBe(browser);
  });

  it('shows one instant at the local time of each zone', () => {
    expect(formatTime('2026-03-28T09:00:00Z', MADRID, 'es')).toBe('10:00');
    expect(formatTime('2026-03-28T09:00:00Z', 'UTC', 'es')).toBe('09:00');
    // New York moved to summer time on 8 March: UTC-4.
    expect(formatTime('2026-03-28T09:00:00Z', NEW_YORK, 'es')).toBe('05:00');
  });

  it('follows Madrid into summer time (last Sunday of March): 02:00 jumps to 03:00', () => {
    // The same UTC hour reads one hour later from the change on.
    expect(formatTime('2026-03-28T09:00:00Z', MADRID, 'es')).toBe('10:00');
    expect(formatTime('2026-03-29T09:00:00Z', MADRID, 'es')).toBe('11:00');
    // Half an hour before the change it is 01:30; at the change (01:00 UTC) it is already 03:00.
    expect(formatTime('2026-03-29T00:30:00Z', MADRID, 'es')).toBe('01:30');
    expect(formatTime('2026-03-29T01:00:00Z', MADRID, 'es')).toBe('03:00');
  });

  it('follows Madrid back to winter time (last Sunday of October): 02:30 happens twice', () => {
    expect(formatTime('2026-10-25T00:30:00Z', MADRID, 'es')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z', MADRID, 'es')).toBe('02:30');
    expect(formatTime('2026-10-24T09:00:00Z', MADRID, 'es')).toBe('11:00');
    expect(formatTime('2026-10-26T09:00:00Z', MADRID, 'es')).toBe('10:00');
  });

  it('names the day and the date and time in the reader’s language', () => {
    expect(formatDay('2026-03-29T09:00:00Z', MADRID, 'es')).toBe('domingo, 29 de marzo');
    expect(formatDay('2026-03-29T09:00:00Z', MADRID, 'en')).toBe('Sunday, March 29');
    expect(formatWhen('2026-03-29T09:00:00Z', MADRID, 'es')).toBe('dom, 29 mar, 11:00');
    // Late on Saturday in UTC is already Sunday in Madrid.
    expect(formatDay('2026-03-28T23:30:00Z', MADRID, 'es')).toBe('domingo, 29 de marzo');
    expect(formatDay('2026-03-28T23:30:00Z', NEW_YORK, 'es')).toBe('sábado, 28 de marzo');
  });

  it('groups instants by the day they fall on in the zone, in order', () => {
    const instants = [
      '2026-03-28T09:00:00Z',
      '2026-03-28T22:30:00Z',
      '2026-03-28T23:30:00Z',
      '2026-03-29T09:00:00Z',
    ];
    expect(groupByDay(instants, MADRID, 'es')).toEqual([
      ['sábado, 28 de marzo', ['2026-03-28T09:00:00Z', '2026-03-28T22:30:00Z']],
      ['domingo, 29 de marzo', ['2026-03-28T23:30:00Z', '2026-03-29T09:00:00Z']],
    ]);
    // The same instants in New York: the evening ones stay on Saturday.
    expect(groupByDay(instants, NEW_YORK, 'es')).toEqual([
      ['sábado, 28 de marzo', instants.slice(0, 3)],
      ['domingo, 29 de marzo', instants.slice(3)],
    ]);
    expect(groupByDay([], MADRID, 'es')).toEqual([]);
  });
});

describe('refusal texts', () => {
  beforeEach(() => {
    initI18n('es');
    setLocale('es');
  });
  afterEach(() => {
    setLocale('es');
  });

  it('translates a tutoring code with the values the server sends', () => {
    const notice = new ApiError(400, 'tutoring.inside-notice', {
      code: 'tutoring.inside-notice',
      params: { hours: 24 },
    });
    expect(errorText(notice)).toBe('El tutor pide al menos 24 h de antelación');
    expect(refusalText(notice)).toBe('El tutor pide al menos 24 h de antelación');
    const taken = new ApiError(409, 'tutoring.slot-taken', { code: 'tutoring.slot-taken' });
    expect(refusalText(taken)).toBe('Esa hora acaba de reservarse: elija otra');
    setLocale('en');
    expect(i18n.language).toBe('en');
    expect(refusalText(taken)).toBe('That time has just been booked: choose another');
  });

  it('leaves other failures to the default handler, and has a generic text for them', () => {
    const network = new ApiError(0, 'network', {});
    expect(refusalText(network)).toBeUndefined();
    expect(refusalText(new Error('boom'))).toBeUndefined();
    expect(errorText(new Error('boom'))).toBe('se produjo un problema con su solicitud');
    // A code the catalog does not know falls back to the generic text, not the raw code.
    expect(errorText(new ApiError(409, 'tutoring.something-new', {}))).toBe(
      'se produjo un problema con su solicitud',
    );
  });
});
