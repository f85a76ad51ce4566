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
  ])('refuses %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}:`));
  });
});
