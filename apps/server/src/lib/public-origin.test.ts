import { describe, expect, it } from 'vitest';
import { publicOrigin, signInUrl } from './public-origin.ts';

describe('publicOrigin', () => {
  const config = { PUBLIC_URL: undefined, PORT: 3000 };
  it("is the school's first configured host over https", () => {
    expect(publicOrigin(config, { hosts: ['escuela.example', 'www.escuela.example'] })).toBe(
      'https://escuela.example',
    );
    expect(signInUrl(config, { hosts: ['escuela.example'] })).toBe('https://escuela.example/login');
  });
  it('is PUBLIC_URL when set (without its trailing slash)', () => {
    expect(publicOrigin({ ...config, PUBLIC_URL: 'https://puente.example/' }, { hosts: ['x.example'] })).toBe(
      'https://puente.example',
    );
  });
  it("is this machine's app over http for a loopback host (development), and '' without hosts", () => {
    expect(publicOrigin(config, { hosts: ['localhost', 'demo.puente.test'] })).toBe('http://localhost:3000');
    expect(publicOrigin(config, { hosts: [] })).toBe('');
  });
});
