import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { addDays, dateInZone } from '@poolmates/schema';
import { passwords } from '../modules/auth/auth.service.js';
import { Category } from '../modules/topics/category.entity.js';
import { TimelineEntry } from '../modules/topics/timeline-entry.entity.js';
import { Topic } from '../modules/topics/topic.entity.js';
import { User } from '../modules/users/user.entity.js';
import { AccountStatus, OnboardingStep, Stereotype } from '../modules/users/user.enums.js';
import { loadConfig } from '../platform/config.js';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.js';
import { createLogger } from '../platform/logger.js';
import { createOrm, migrate } from '../platform/orm.js';
import { zonedToUtc } from '../platform/time.js';

/**
 * `npm run seed -- --users N --topics M`: realistic data for demos and benchmarks, in the database
 * `npm start` uses (DATABASE_URL, or the embedded one under DATA_DIR). Users sign in with
 * seed-user-<n>@seed.poolmates.test / seed-password-1.
 */
const { values } = parseArgs({ options: { users: { type: 'string', default: '20' }, topics: { type: 'string', default: '60' } } });
const nUsers = Number(values.users);
const nTopics = Number(values.topics);
if (!Number.isInteger(nUsers) || nUsers < 1 || !Number.isInteger(nTopics) || nTopics < 0) {
  console.error('usage: npm run seed -- --users N --topics M   (N ≥ 1, M ≥ 0)');
  process.exit(2);
}

const config = loadConfig();
const log = createLogger('warn');
const db = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, log);
const orm = await createOrm(config.DATABASE_URL ?? db!.url);
await migrate(orm);
const em = orm.em.fork();

const SUBJECTS = ['TypeScript', 'Rust', 'Spanish', 'Linear algebra', 'Organic chemistry', 'UX writing', 'Guitar chords', 'SQL tuning', 'Public speaking', 'Watercolour', 'Statistics', 'German A2', 'React hooks', 'Kubernetes', 'Photography'];
const GOALS = ['from zero', 'in 30 days', 'for interviews', 'together', 'the hard parts', 'by building', 'basics', 'deep dive'];
const ZONES = ['Asia/Kolkata', 'Europe/Paris', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'America/Sao_Paulo'];
const NAMES = ['Asha', 'Ben', 'Chen', 'Dara', 'Elif', 'Femi', 'Gita', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lena', 'Mo', 'Nia', 'Omar', 'Priya'];
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];

const start = (await em.count(User, { email: { $like: '%@seed.poolmates.test' } })) + 1;
const hash = await passwords.hash('seed-password-1');
const users: User[] = [];
for (let i = start; i < start + nUsers; i++) {
  users.push(
    em.create(User, {
      username: `seed_user_${i}`,
      usernameKey: `seed_user_${i}`,
      email: `seed-user-${i}@seed.poolmates.test`,
      passwordHash: hash,
      emailVerified: true,
      firstName: pick(NAMES, i),
      stereotype: pick(Object.values(Stereotype), i),
      timezone: pick(ZONES, i),
      status: AccountStatus.ACTIVE,
      onboardingStep: OnboardingStep.DONE,
    }),
  );
}
await em.flush();

const categories = await em.find(Category, {});
const now = new Date();
for (let i = 0; i < nTopics; i++) {
  const owner = users[i % users.length];
  const zone = pick(ZONES, i * 7);
  const days = 3 + (i % 26);
  const startDate = addDays(dateInZone(now, zone), 1 + (i % 20));
  const startsAt = zonedToUtc(startDate, `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, zone);
  const title = `${pick(SUBJECTS, i)} ${pick(GOALS, i * 3)}`.slice(0, 38);
  const topic = em.create(Topic, {
    owner,
    category: pick(categories, i),
    yourName: owner.firstName ?? owner.username,
    title,
    description: `A ${days}-day plan for ${title.toLowerCase()}: short daily sessions, one shared resource list, a check-in at the end of each day.`,
    squadSize: 1 + (i % 5),
    durationDays: days,
    startsAt,
    endsAt: new Date(startsAt.getTime() + days * 86_400_000),
    timezone: zone,
  });
  for (let d = 1; d <= days; d++) em.create(TimelineEntry, { topic, day: d, title: `Day ${d}: ${pick(['read', 'practise', 'build', 'review', 'quiz'], d)}`, description: 'What to do today.', author: owner });
  if (i % 50 === 49) await em.flush();
}
await em.flush();
console.log(`seeded ${nUsers} users (seed-user-${start}…@seed.poolmates.test / seed-password-1) and ${nTopics} topics`);
await orm.close();
await db?.stop();
