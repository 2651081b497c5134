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

  it('takes TRUST_PROXY as off, a hop count or proxy addresses, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const all of ['true', 'TRUE', 'yes', 'all']) {
      expect(() => loadConfig({ TRUST_PROXY: all })).toThrow(/TRUST_PROXY: trusting every proxy hop/);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY.*"10.0.0.0\/40"/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the metrics settings: a port of their own or a token, never echoing a bad token', () => {
    const defaults = loadConfig({});
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.SHUTDOWN_GRACE_MS).toBe(5000);
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).METRICS_TOKEN).toBe('a-long-enough-token');
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN.*16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('takes an OTLP endpoint only as a URL, and the shutdown grace in milliseconds', () => {
    expect(loadConfig({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('http://127.0.0.1:4318');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).SHUTDOWN_GRACE_MS).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
