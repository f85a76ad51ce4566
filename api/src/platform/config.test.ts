import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 4000, DATA_DIR: '.data', SEED_DEMO: true, secureCookies: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset and reads booleans', () => {
    const c = loadConfig({ DATABASE_URL: '', SEED_DEMO: 'false' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(false);
  });

  it('reads TRUST_PROXY as Express takes it: loopback by default, false, a hop count or a list', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal,172.18.0.0/16' }).TRUST_PROXY).toEqual(['loopback', 'uniquelocal', '172.18.0.0/16']);
  });

  it('seeds demo users and allows introspection by default, except in production', () => {
    expect(loadConfig({})).toMatchObject({ SEED_DEMO: true, GRAPHQL_INTROSPECTION: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, GRAPHQL_INTROSPECTION: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', GRAPHQL_INTROSPECTION: 'true' })).toMatchObject({ SEED_DEMO: true, GRAPHQL_INTROSPECTION: true });
  });

  it('marks cookies Secure behind an https PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://poolmates.example' }).secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TURN_URLS: 'turn:turn.example:3478' }, 'TURN_SECRET'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ SESSION_SECRET: 'change-me-change-me-change-me-change-me' }, 'SESSION_SECRET'],
    [{ TURN_SECRET: 'change-me-turn-secret' }, 'TURN_SECRET'],
    [{ TURN_URLS: 'turn:localhost:3478', TURN_SECRET: 'CHANGEME-please-now' }, 'TURN_SECRET'],
    [{ METRICS_TOKEN: 'change-me-metrics-token' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ GRAPHQL_INTROSPECTION: 'sometimes' }, 'GRAPHQL_INTROSPECTION'],
    [{ TRUST_PROXY: 'caddy' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('refuses %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}:`));
  });

  it('logs readably for a development start in a terminal, JSON otherwise (LOG_FORMAT overrides)', () => {
    expect(loadConfig({}, true).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({}, false).LOG_FORMAT).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, true).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).LOG_FORMAT).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false).LOG_FORMAT).toBe('pretty');
  });
});
