import { describe, expect, it } from 'vitest';
import { isDatabaseOutage } from './outage.js';

/** Decision 094 (review): only a database that cannot be reached is "unavailable"; our own bugs stay 500s, logged. */
describe('isDatabaseOutage', () => {
  it('a connection lost or refused, a shutdown, no slot: an outage, also wrapped', () => {
    for (const code of ['08000', '08003', '08006', '08001', '57P01', '53300', 'ECONNREFUSED']) expect(isDatabaseOutage({ code })).toBe(true);
    expect(isDatabaseOutage(new Error('x', { cause: Object.assign(new Error('Connection terminated unexpectedly'), {}) }))).toBe(true);
  });

  it('a protocol violation (08P01: a bind count that does not fit its prepared statement — our bug) is not an outage', () => {
    expect(isDatabaseOutage({ code: '08P01', message: 'bind message supplies 2 parameters, but prepared statement "post.write" requires 1' })).toBe(false);
  });
});
