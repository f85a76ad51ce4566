import { addDays, DAY_MS, dateInZone } from '@poolmates/schema';
import type { Logger } from './platform/logger.js';
import type { Orm } from './platform/orm.js';
import { zonedToUtc } from './platform/time.js';
import { passwords } from './modules/auth/auth.service.js';
import { User } from './modules/users/user.entity.js';
import { Gender, OnboardingStep, Stereotype } from './modules/users/user.enums.js';

export const DEMO_USERS = [
  { username: 'asha', email: 'asha@demo.poolmates.test', password: 'learn-together-1', firstName: 'Asha', lastName: 'Rao', gender: Gender.F, stereotype: Stereotype.Geek, timezone: 'Asia/Kolkata', location: 'Pune, India' },
  { username: 'ben', email: 'ben@demo.poolmates.test', password: 'learn-together-2', firstName: 'Ben', lastName: 'Okafor', gender: Gender.M, stereotype: Stereotype.Smart, timezone: 'Europe/London', location: 'London, UK' },
  { username: 'chen', email: 'chen@demo.poolmates.test', password: 'learn-together-3', firstName: 'Chen', lastName: 'Li', gender: Gender.O, stereotype: Stereotype.Casual, timezone: 'America/New_York', location: 'New York, USA' },
] as const;

/**
 * Demo pools (development only): who owns each, its squad, when it starts (days from today, in the
 * owner's zone) and a few comments, so a newcomer's Browse, pool pages, squads and discussion are not
 * empty on the first start. Titles fit the 38-character limit.
 */
export const DEMO_POOLS = [
  { owner: 'asha', title: 'TypeScript in 30 days', category: 'Programming', days: 30, startIn: 2, at: '19:00', squadSize: 3, members: ['ben'],
    description: 'From the basics to generics: one chapter of the handbook a day, a small exercise, and a check-in with the squad each evening.',
    comments: [['ben', '<p>Count me in! I will share my notes from the handbook.</p>'], ['asha', '<p>Great — first call on <strong>day 1</strong> at 19:00 IST.</p>']] },
  { owner: 'ben', title: 'Spanish A2, together', category: 'Languages', days: 21, startIn: -3, at: '08:00', squadSize: 4, members: ['asha', 'chen'],
    description: 'Twenty minutes a day: vocabulary, one short text, and a voice message to the squad. Perfect for commutes.',
    comments: [['chen', '<p>Day 2 done. The irregular verbs are hard!</p>'], ['asha', '<p>¡Vamos! I made flash cards for week one.</p>'], ['ben', '<p>Tomorrow: ser vs estar.</p>']] },
  { owner: 'chen', title: 'Linear algebra basics', category: 'Mathematics', days: 14, startIn: 9, at: '18:30', squadSize: 2, members: [],
    description: 'Vectors, matrices and what they mean, with one lecture and five exercises a day. Looking for one study partner.',
    comments: [['chen', '<p>I will follow the free MIT lectures; anyone else?</p>']] },
  { owner: 'asha', title: 'Watercolour weekends', category: 'Design', days: 8, startIn: 5, at: '10:00', squadSize: 5, members: ['chen'],
    description: 'One small painting a day, shared with the squad for kind feedback. Cheap paper is fine.',
    comments: [['chen', '<p>Which brushes should a beginner buy?</p>']] },
] as const;

// a day's title without "Day N:": the Timeline and the calendar say the day beside it (issue 28 item 9)
const DAY_PLAN = ['Read', 'Practise', 'Build', 'Review', 'Quiz'];

/**
 * Development only (NODE_ENV=development, the default of `npm start`/`npm run dev`; never in production
 * or tests), idempotent: the demo pools above, when the demo users exist and there is no pool
 * at all yet (a first start, or a database from before demo pools existed). Timelines, squads and
 * comments are written in one transaction, in SQL (like scripts/seed.ts).
 */
export async function seedDemoPools(orm: Orm, log: Logger): Promise<number> {
  try {
    return await insertDemoPools(orm, log);
  } catch (err) {
    // a convenience of development: never a reason not to start
    log.warn({ err }, 'demo pools could not be created');
    return 0;
  }
}

async function insertDemoPools(orm: Orm, log: Logger): Promise<number> {
  const em = orm.em.fork();
  const sql = em.getConnection();
  const [{ topics }] = await sql.execute<{ topics: number }[]>('select count(*)::int as topics from topics');
  if (topics > 0) return 0;
  const users = await em.find(User, { username: { $in: DEMO_USERS.map((d) => d.username) } });
  const byName = new Map(users.map((u) => [u.username, u]));
  if (byName.size !== DEMO_USERS.length) return 0;
  const categories = await sql.execute<{ id: number; name: string }[]>('select id, name from categories order by id');
  if (!categories.length) return 0;
  const now = new Date();
  await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    for (const [i, pool] of DEMO_POOLS.entries()) {
      const owner = byName.get(pool.owner)!;
      const zone = owner.timezone ?? 'UTC';
      const startsAt = zonedToUtc(addDays(dateInZone(now, zone), pool.startIn), pool.at, zone);
      const [{ id }] = await conn.execute<{ id: number }[]>(
        `insert into topics (owner_id, category_id, your_name, title, description, squad_size, duration_days, starts_at, ends_at, timezone, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [owner.id, (categories.find((c) => c.name === pool.category) ?? categories[0]).id, owner.firstName ?? owner.username, pool.title, pool.description, pool.squadSize, pool.days, startsAt, new Date(startsAt.getTime() + pool.days * DAY_MS), zone, new Date(now.getTime() - (DEMO_POOLS.length - i) * 3_600_000)],
        'all',
        tx.getTransactionContext(),
      );
      for (let day = 1; day <= pool.days; day++) {
        await conn.execute('insert into timeline_entries (topic_id, day, title, description, author_id) values (?, ?, ?, ?, ?)', [id, day, DAY_PLAN[(day - 1) % DAY_PLAN.length], `${DAY_PLAN[(day - 1) % DAY_PLAN.length]} — about an hour, then tell the squad how it went.`, owner.id], 'run', tx.getTransactionContext());
      }
      for (const member of pool.members) {
        await conn.execute('insert into topic_members (topic_id, user_id, joined_at) values (?, ?, ?)', [id, byName.get(member)!.id, now], 'run', tx.getTransactionContext());
      }
      for (const [k, [author, html]] of pool.comments.entries()) {
        await conn.execute('insert into comments (topic_id, author_id, html, created_at) values (?, ?, ?, ?)', [id, byName.get(author)!.id, html, new Date(now.getTime() - (pool.comments.length - k) * 600_000)], 'run', tx.getTransactionContext());
      }
    }
  });
  log.info({ pools: DEMO_POOLS.length }, 'demo pools created (development only)');
  return DEMO_POOLS.length;
}

/** The demo accounts as lines of a terminal (outside production only: the passwords are public). */
export const demoUsersText = () => `Demo users (email / password):\n${DEMO_USERS.map((d) => `    ${d.email.padEnd(28)} ${d.password}`).join('\n')}`;

/**
 * First start only (no users yet): a few demo accounts. Their passwords are printed to the console
 * outside production only; no log line ever carries them (decision 017). In production
 * SEED_DEMO is off by default: these passwords are published in the source.
 */
export async function seedDemo(orm: Orm, log: Logger, opts: { production: boolean; /** NODE_ENV=development: demo pools too */ pools?: boolean; /** print the demo users when created (else the start banner does) */ print?: boolean }): Promise<void> {
  const em = orm.em.fork();
  // development only: demo pools too (also for a database whose demo users came before them)
  if ((await em.count(User, {})) > 0) {
    if (opts.pools && !opts.production) await seedDemoPools(orm, log);
    return;
  }
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
  if (opts.pools) await seedDemoPools(orm, log);
  if (opts.print !== false) console.log(`\n${demoUsersText()}\n`);
}
