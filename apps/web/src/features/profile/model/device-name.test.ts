import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from '../../../ui/widgets/time-zone-options';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names the browser and the system of a user agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/604.1'),
    ).toBe('Safari · iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox · Windows',
    );
  });

  it('keeps an unknown agent short, and says nothing without one', () => {
    expect(deviceName('curl/8.0')).toBe('curl/8.0');
    expect(deviceName(null)).toBeNull();
  });
});

describe('timeZoneOptions', () => {
  it('lists the IANA zones with their offset', () => {
    const options = timeZoneOptions('es', null, new Date('2026-01-15T12:00:00Z'));
    expect(options.find((o) => o.value === 'America/Bogota')?.label).toBe(
      'America/Bogota (GMT-05:00)'.replace('GMT', 'UTC'),
    );
    expect(options.find((o) => o.value === 'America/Mexico_City')?.label).toMatch(
      /^America\/Mexico City \(UTC/,
    );
  });

  it("keeps the profile's zone a choice when the runtime does not list it", () => {
    const listed = timeZoneOptions('es', 'Europe/Madrid');
    expect(listed.filter((o) => o.value === 'Europe/Madrid')).toHaveLength(1);
    const kept = timeZoneOptions('es', 'Etc/Unlisted-Zone');
    expect(kept[0]?.value).toBe('Etc/Unlisted-Zone');
    expect(timeZoneOptions('es').some((o) => o.value === 'Etc/Unlisted-Zone')).toBe(false);
  });
});
