import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults: port 3000, embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.EMBEDDED_DB_PORT).toBe(0);
  });

  it('reads the embedded database port and refuses one out of range', () => {
    expect(loadConfig({ EMBEDDED_DB_PORT: '55432' }).EMBEDDED_DB_PORT).toBe(55432);
    expect(() => loadConfig({ EMBEDDED_DB_PORT: '70000' })).toThrow(/EMBEDDED_DB_PORT.*"70000"/);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config).toMatchObject({ PORT: 4100, DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/db' });
  });

  it('refuses a bad value with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT.*"eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
