import type { Logger } from './platform/logger.js';
import type { Orm } from './platform/orm.js';
import { passwords } from './modules/auth/auth.service.js';
import { User } from './modules/users/user.entity.js';
import { Gender, OnboardingStep, Stereotype } from './modules/users/user.enums.js';

export const DEMO_USERS = [
  { username: 'asha', email: 'asha@demo.poolmates.test', password: 'learn-together-1', firstName: 'Asha', lastName: 'Rao', gender: Gender.F, stereotype: Stereotype.Geek, timezone: 'Asia/Kolkata', location: 'Pune, India' },
  { username: 'ben', email: 'ben@demo.poolmates.test', password: 'learn-together-2', firstName: 'Ben', lastName: 'Okafor', gender: Gender.M, stereotype: Stereotype.Smart, timezone: 'Europe/London', location: 'London, UK' },
  { username: 'chen', email: 'chen@demo.poolmates.test', password: 'learn-together-3', firstName: 'Chen', lastName: 'Li', gender: Gender.O, stereotype: Stereotype.Casual, timezone: 'America/New_York', location: 'New York, USA' },
] as const;

/**
 * First start only (no users yet): a few demo accounts. Their passwords are printed to the console
 * outside production only; no log line ever carries them (decision 017). In production
 * SEED_DEMO is off by default: these passwords are published in the source.
 */
export async function seedDemo(orm: Orm, log: Logger, opts: { production: boolean }): Promise<void> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return;
  for (const d of DEMO_USERS) {
    const { password, ...fields } = d;
    em.create(User, { ...fields, usernameKey: d.username, passwordHash: await passwords.hash(password), emailVerified: true, onboardingStep: OnboardingStep.DONE });
  }
  await em.flush();
  log.info({ emails: DEMO_USERS.map((d) => d.email) }, 'demo users created (SEED_DEMO=false turns this off)');
  if (opts.production) {
    log.warn('SEED_DEMO is on in production: the demo accounts have published passwords; deactivate them or start with SEED_DEMO=false');
    return;
  }
  const lines = DEMO_USERS.map((d) => `    ${d.email.padEnd(28)} ${d.password}`).join('\n');
  console.log(`\nDemo users (email / password):\n${lines}\n`);
}
