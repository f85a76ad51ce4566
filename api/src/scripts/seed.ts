import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { addDays, DAY_MS, dateInZone } from '@poolmates/schema';
import { passwords } from '../modules/auth/auth.service.js';
import { Category } from '../modules/topics/category.entity.js';
import { User } from '../modules/users/user.entity.js';
import { AccountStatus, OnboardingStep, Stereotype } from '../modules/users/user.enums.js';
import { loadConfig } from '../platform/config.js';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../platform/embedded-postgres.js';
import { createLogger } from '../platform/logger.js';
import { createOrm, migrate } from '../platform/orm.js';
import { entities } from '../features.js';
import { zonedToUtc } from '../platform/time.js';
import { personDocument, topicDocument, vocabulary } from '../migrations/20261125010000-global-search.js';

/**
 * `npm run seed -- --users N --topics M [--comments K]`: realistic data for demos and benchmarks, in
 * the database `npm start` uses (DATABASE_URL, or the embedded one under DATA_DIR). Users sign in with
 * seed-user-<n>@seed.poolmates.test / seed-password-1. Besides users and topics (with timelines) it
 * adds squad members, comments (default 6 a topic; half of them on the newest tenth of the topics,
 * so hot topics have a few pages), likes and follows. Users go through the entities (one password
 * hash); everything else is a handful of set-based INSERTs, so the bench's 300 users / 2,000 topics /
 * 12,000 comments take seconds (`npm run bench` seeds through this file). `--posts P` adds P feed
 * posts to the (up to 20) new squads of the first new user — theirs or their topic owner's, every
 * third with an image, every fourth a reply to the post before it — so that user reads full feeds.
 */
const { values } = parseArgs({ options: { users: { type: 'string', default: '20' }, topics: { type: 'string', default: '60' }, comments: { type: 'string' }, posts: { type: 'string', default: '0' }, 'search-posts': { type: 'string', default: '0' }, 'search-people': { type: 'string', default: '0' }, 'search-topics': { type: 'string', default: '0' } } });
const nPosts = Number(values.posts);
const nUsers = Number(values.users);
const nTopics = Number(values.topics);
const nComments = values.comments === undefined ? nTopics * 6 : Number(values.comments);
/** Posts written into the first new topic, for the in-topic search bench (decision 030). */
const nSearchPosts = Number(values['search-posts']);
/** The global search corpus (decision 038): people and topics written by set-based SQL alone (no entities), e.g. 50,000 and 100,000. */
const nSearchPeople = Number(values['search-people']);
const nSearchTopics = Number(values['search-topics']);
if (!Number.isInteger(nSearchPeople) || nSearchPeople < 0 || !Number.isInteger(nSearchTopics) || nSearchTopics < 0) {
  console.error('usage: --search-people N --search-topics M (N, M ≥ 0)');
  process.exit(2);
}
if (!Number.isInteger(nUsers) || nUsers < 1 || !Number.isInteger(nTopics) || nTopics < 0 || !Number.isInteger(nComments) || nComments < 0 || !Number.isInteger(nPosts) || nPosts < 0 || !Number.isInteger(nSearchPosts) || nSearchPosts < 0) {
  console.error('usage: npm run seed -- --users N --topics M [--comments K] [--posts P] [--search-posts S]   (N ≥ 1, M ≥ 0, K ≥ 0, P ≥ 0, S ≥ 0)');
  process.exit(2);
}

const config = loadConfig();
const log = createLogger('warn');
// beside a running app (or `npm run dev`), its embedded database is used where it runs
const running = config.DATABASE_URL ? null : runningEmbeddedPostgres(config.DATA_DIR);
if (running) console.log(`using the database of the running Poolmates (pid ${running.pid})`);
const db = config.DATABASE_URL || running ? null : await startEmbeddedPostgres(config.DATA_DIR, log);
const orm = await createOrm(config.DATABASE_URL ?? running?.url ?? db!.url, { entities });
await migrate(orm);
const em = orm.em.fork();
const sql = em.getConnection();

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
const userIds = JSON.stringify(users.map((u) => u.id));

// topics: rows built here (zones and dates need our helpers), inserted at once; a few started already
const categories = await em.find(Category, {});
const now = new Date();
const topics = Array.from({ length: nTopics }, (_, i) => {
  const owner = users[i % users.length];
  const zone = pick(ZONES, i * 7);
  const days = 3 + (i % 26);
  const startDate = addDays(dateInZone(now, zone), (i % 23) - 2);
  const starts_at = zonedToUtc(startDate, `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, zone);
  const title = `${pick(SUBJECTS, i)} ${pick(GOALS, i * 3)}`.slice(0, 38);
  return {
    owner_id: owner.id,
    category_id: pick(categories, i).id,
    your_name: owner.firstName ?? owner.username,
    title,
    description: `A ${days}-day plan for ${title.toLowerCase()}: short daily sessions, one shared resource list, a check-in at the end of each day.`,
    squad_size: 1 + (i % 5),
    duration_days: days,
    starts_at,
    ends_at: new Date(starts_at.getTime() + days * DAY_MS),
    timezone: zone,
    created_at: new Date(now.getTime() - (nTopics - i) * 60_000),
  };
});
const [{ before }] = await sql.execute<{ before: number }[]>('select coalesce(max(id), 0)::int as before from topics');
const cols = 'owner_id, category_id, your_name, title, description, squad_size, duration_days, starts_at, ends_at, timezone, created_at';
await sql.execute(`insert into topics (${cols}) select ${cols} from json_populate_recordset(null::topics, ?) order by created_at`, [JSON.stringify(topics)], 'run');
// one timeline entry a day, written by the owner
await sql.execute(
  `insert into timeline_entries (topic_id, day, title, description, author_id)
   select t.id, d, 'Day ' || d || ': ' || (array['read', 'practise', 'build', 'review', 'quiz'])[1 + d % 5], 'What to do today.', t.owner_id
   from topics t, generate_series(1, t.duration_days) d where t.id > ?`,
  [before],
  'run',
);
// squads: topic id mod squad size other members (0 … size − 1), a deterministic shuffle of the new users
await sql.execute(
  `insert into topic_members (topic_id, user_id, joined_at)
   select t.id, m.id, t.created_at from topics t
   cross join lateral (
     select u.id from json_array_elements_text(?::json) as e(v) join users u on u.id = e.v::int
     where u.id <> t.owner_id order by (u.id * 7919 + t.id * 104729) % 1009, u.id limit t.id % t.squad_size
   ) m where t.id > ?`,
  [userIds, before],
  'run',
);
// comments: half spread over all new topics, half on the newest tenth; then 0–3 likes each
await sql.execute(
  `with t as (select array_agg(id order by id) as ids from topics where id > ?),
        u as (select array_agg(v::int order by v::int) as ids from json_array_elements_text(?::json) as e(v))
   insert into comments (topic_id, author_id, html, created_at)
   select case when g % 2 = 0 then t.ids[1 + (g / 2) % cardinality(t.ids)]
               else t.ids[cardinality(t.ids) - g % greatest(1, cardinality(t.ids) / 10)] end,
          u.ids[1 + (g * 31) % cardinality(u.ids)],
          '<p>Day ' || (1 + g % 9) || ': <strong>done</strong> — the exercises on page ' || (g % 200) || ' took longer than planned.</p>',
          now() - (? - g) * interval '1 minute'
   from t, u, generate_series(1, ?) g where cardinality(t.ids) > 0`,
  [before, userIds, nComments, nComments],
  'run',
);
await sql.execute(
  `with u as (select array_agg(v::int order by v::int) as ids from json_array_elements_text(?::json) as e(v))
   insert into comment_likes (comment_id, user_id)
   select c.id, u.ids[1 + (c.id * 7 + k * 13) % cardinality(u.ids)] from u, comments c, generate_series(1, c.id % 4) k
   where c.topic_id > ? on conflict do nothing`,
  [userIds, before],
  'run',
);
await sql.execute('update comments c set like_count = (select count(*) from comment_likes l where l.comment_id = c.id) where c.topic_id > ?', [before], 'run');
// follows: each new user follows up to 12 of the others
await sql.execute(
  `with u as (select array_agg(v::int order by v::int) as ids from json_array_elements_text(?::json) as e(v))
   insert into follows (follower_id, followee_id, created_at)
   select a.id, u.ids[1 + (a.n * 17 + k * 29) % cardinality(u.ids)], now()
   from u, unnest(u.ids) with ordinality as o(id, n) cross join lateral (select o.id, o.n::int as n) a, generate_series(1, a.n % 13) k
   where u.ids[1 + (a.n * 17 + k * 29) % cardinality(u.ids)] <> a.id on conflict do nothing`,
  [userIds],
  'run',
);
// feed posts: in the first new user's squads, by them or the topic's owner
if (nPosts > 0) {
  const me = users[0].id;
  await sql.execute(
    `with mine as (select t.id, t.owner_id from topics t where t.id > ? and (t.owner_id = ? or exists (select 1 from topic_members m where m.topic_id = t.id and m.user_id = ?)) order by t.id limit 20),
          ids as (select array_agg(id order by id) as ids from mine)
     insert into posts (topic_id, author_id, html, text, images, reply_count, created_at)
     select m.id, case when g % 2 = 0 then m.owner_id else ? end,
            '<p>Day ' || (1 + g % 9) || ' notes: <strong>read</strong> chapter ' || (g % 40) || ', see <a href="https://example.com/' || g || '" target="_blank" rel="noopener noreferrer">the summary</a>.</p>',
            'Day ' || (1 + g % 9) || ' notes: read chapter ' || (g % 40) || ', see the summary.',
            case when g % 3 = 0 then '[{"url":"/uploads/posts/seed.jpg","width":900,"height":600}]' else '[]' end::jsonb,
            0, now() - (? - g) * interval '1 minute'
     from ids, generate_series(1, ?) g join mine m on true
     where cardinality(ids.ids) > 0 and m.id = ids.ids[1 + g % cardinality(ids.ids)]`,
    [before, me, me, me, nPosts, nPosts],
    'run',
  );
  await sql.execute(
    `update posts p set reply_to_id = (select max(q.id) from posts q where q.topic_id = p.topic_id and q.id < p.id)
     where p.id % 4 = 0 and p.topic_id > ?`,
    [before],
    'run',
  );
  await sql.execute('update posts p set reply_count = (select count(*) from posts r where r.reply_to_id = p.id) where p.topic_id > ?', [before], 'run');
}
// search posts: P posts of 10–49 words from a study vocabulary (accents and stems included), written
// by the squad of the first new topic in turn; the search trigger indexes each one as it is inserted
if (nSearchPosts > 0 && nTopics > 0) {
  const words = ['learn', 'learning', 'learned', 'rust', 'borrow', 'checker', 'lifetime', 'trait', 'async', 'await', 'kubernetes', 'deployment', 'helm', 'chart', 'ingress', 'spanish', 'verbo', 'café', 'niño', 'mañana', 'practice', 'exercise', 'chapter', 'page', 'video', 'lecture', 'notes', 'summary', 'quiz', 'answers', 'today', 'tomorrow', 'finished', 'started', 'struggled', 'enjoyed', 'hard', 'easy', 'tricky', 'matrix', 'eigenvalue', 'determinant', 'proof', 'theorem', 'lemma', 'guitar', 'chord', 'photo', 'aperture', 'react', 'hooks', 'state', 'postgres', 'index', 'query', 'the', 'and', 'with', 'for', 'our', 'this', 'was', 'very', 'really', 'session', 'squad', 'together', 'help', 'thanks', 'great'];
  await sql.execute(
    `with t as (select id, owner_id from topics where id > ? order by id limit 1),
          squad as (select array_agg(u order by o) as ids from (select t.owner_id as u, 0 as o from t union all select m.user_id, m.id from topic_members m, t where m.topic_id = t.id) s)
     insert into posts (topic_id, author_id, html, text, images, created_at)
     select t.id, squad.ids[1 + g % cardinality(squad.ids)], '<p>' || x.text || '</p>', x.text, '[]', now() - (? - g) * interval '1 minute'
     from t, squad, generate_series(1, ?) g
     cross join lateral (select string_agg((?::text[])[1 + (g * 7919 + k * 104729 + (g * k) % 97) % ?], ' ' order by k) as text from generate_series(1, 10 + g % 40) k) x`,
    [before, nSearchPosts, nSearchPosts, `{${words.join(',')}}`, words.length],
    'run',
  );
}
// the global search corpus: accented first and last names, 1 in 20 deactivated; topics by those people with
// titles and descriptions drawn from a study vocabulary — all in three INSERT … SELECT generate_series
// statements; the search triggers are off meanwhile and the rows are indexed set-based after (5× faster)
if (nSearchPeople > 0 || nSearchTopics > 0) {
  await sql.execute('alter table users disable trigger users_search_sync', [], 'run');
  await sql.execute('alter table topics disable trigger topics_search_sync', [], 'run');
}
const [{ usersBefore }] = await sql.execute<{ usersBefore: number }[]>('select coalesce(max(id), 0)::int as "usersBefore" from users');
const [{ topicsBefore }] = await sql.execute<{ topicsBefore: number }[]>('select coalesce(max(id), 0)::int as "topicsBefore" from topics');
if (nSearchPeople > 0) {
  const t0 = performance.now();
  const FIRST = ['Ada', 'Björn', 'Chloé', 'Dmitri', 'Élodie', 'François', 'Giulia', 'Hiroshi', 'Inès', 'José', 'Kwame', 'Léa', 'Mateo', 'Noémie', 'Oskar', 'Priya', 'Quentin', 'Renée', 'Søren', 'Tomás', 'Ulla', 'Valentina', 'Wei', 'Ximena', 'Yusuf', 'Zoë', 'Amara', 'Bruno', 'Camille', 'Diego'];
  const LAST = ['Lovelace', 'Ångström', 'Dubois', 'García', 'Müller', 'Nakamura', 'Rossi', 'Smith', 'Kowalski', 'Novák', 'Brien', 'Yılmaz', 'Santos', 'Chen', 'Khan', 'Ivanova', 'Okafor', 'Lindqvist', 'Moreau', 'Silva', 'Jensen', 'Papadopoulos', 'Haddad', 'Kim', 'Nguyen', 'Fernández', 'Schröder', 'Costa', 'Bianchi', 'Larsen', 'Popescu'];
  await sql.execute(
    `insert into users (username, username_key, email, password_hash, email_verified, first_name, last_name, status, deactivated_at, onboarding_step, created_at, updated_at)
     select n.u, n.u, n.u || '@search.seed.poolmates.test', ?, true, n.f, n.l,
            case when g % 20 = 0 then 'DEACTIVATED' else 'ACTIVE' end::account_status, case when g % 20 = 0 then now() end, 'DONE', now() - g * interval '1 minute', now()
     from generate_series(1, ?) g
     cross join lateral (select (?::text[])[1 + g % ?] as f, (?::text[])[1 + (g / 7) % ?] as l) x
     cross join lateral (select x.f as f, x.l as l, left(lower(public.unaccent(x.f)) || '_' || lower(public.unaccent(x.l)), 20) || '_' || (g + ?) as u) n`,
    [hash, nSearchPeople, `{${FIRST.join(',')}}`, FIRST.length, `{${LAST.join(',')}}`, LAST.length, start + nUsers],
    'run',
  );
  console.log(`search corpus: ${nSearchPeople} people in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
if (nSearchTopics > 0) {
  const t0 = performance.now();
  const SUBJ = ['JavaScript', 'Python', 'TypeScript', 'Rust', 'Go', 'Kotlin', 'Swift', 'Haskell', 'Spanish', 'French', 'Japanese', 'German', 'Mandarin', 'Linear algebra', 'Calculus', 'Statistics', 'Organic chemistry', 'Physics', 'Guitar', 'Piano', 'Watercolour', 'Photography', 'Public speaking', 'Kubernetes', 'PostgreSQL', 'React', 'Machine learning', 'Économie', 'Philosophy', 'Crochet', 'Chess', 'Café latte art', 'Nutrition', 'Yoga', 'History', 'Astronomy', 'Poetry', 'Drawing', 'SQL', 'Docker'];
  const GOAL = ['from zero', 'in 30 days', 'for interviews', 'together', 'the hard parts', 'by building', 'basics', 'deep dive', 'weekly', 'for beginners', 'advanced', 'sprint'];
  const WORDS = ['practice', 'exercises', 'reading', 'notes', 'project', 'daily', 'session', 'review', 'quiz', 'chapter', 'lecture', 'video', 'book', 'course', 'mentor', 'squad', 'evening', 'morning', 'weekend', 'flashcards', 'vocabulary', 'grammar', 'algorithms', 'functions', 'proofs', 'theorems', 'scales', 'chords', 'sketches', 'portraits', 'landscapes', 'deployment', 'containers', 'queries', 'indexes', 'components', 'hooks', 'models', 'datasets', 'training', 'pronunciation', 'conversation', 'writing', 'listening', 'openings', 'endgames', 'recipes', 'stretching', 'timeline', 'discipline', 'motivation', 'feedback', 'homework', 'résumé', 'naïve', 'crème', 'façade', 'piñata'];
  await sql.execute(
    `with owners as (select array_agg(id order by id) as ids from (select id from users where status = 'ACTIVE' order by id desc limit 5000) u),
          cats as (select array_agg(id order by id) as ids from categories)
     insert into topics (owner_id, category_id, your_name, title, description, squad_size, duration_days, starts_at, ends_at, timezone, created_at)
     select owners.ids[1 + g % cardinality(owners.ids)], cats.ids[1 + g % cardinality(cats.ids)], 'Seed',
            left((?::text[])[1 + g % ?] || ' ' || (?::text[])[1 + (g / 41) % ?], 38),
            'Plan: ' || (select string_agg((?::text[])[1 + ((g * 7919 + k * 104729) % 1009) % ?], ' ' order by k) from generate_series(1, 8 + g % 12) k) || '.',
            1 + g % 5, 3 + g % 26, now() + (g % 40 - 5) * interval '1 day', now() + (g % 40 + 20) * interval '1 day', 'UTC', now() - (? - g) * interval '1 second'
     from owners, cats, generate_series(1, ?) g`,
    [`{${SUBJ.map((x) => `"${x}"`).join(',')}}`, SUBJ.length, `{${GOAL.map((x) => `"${x}"`).join(',')}}`, GOAL.length, `{${WORDS.join(',')}}`, WORDS.length, nSearchTopics, nSearchTopics],
    'run',
  );
  console.log(`search corpus: ${nSearchTopics} topics in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
if (nSearchPeople > 0 || nSearchTopics > 0) {
  const t0 = performance.now();
  await sql.execute('alter table users enable trigger users_search_sync', [], 'run');
  await sql.execute('alter table topics enable trigger topics_search_sync', [], 'run');
  await sql.execute(
    `insert into person_search (user_id, document, created_at) select u.id, ${personDocument('u.first_name', 'u.last_name', 'u.username')}, u.created_at from users u where u.id > ? and u.status = 'ACTIVE'`,
    [usersBefore],
    'run',
  );
  await sql.execute(
    `insert into topic_search (topic_id, document, created_at) select t.id, ${topicDocument('t.title', 'c.name', 't.description')}, t.created_at from topics t join categories c on c.id = t.category_id where t.id > ?`,
    [topicsBefore],
    'run',
  );
  await sql.execute(
    `${vocabulary(`(select tsvector_agg from (select array_to_tsvector(array_agg(distinct l.lexeme)) as tsvector_agg from (select document from topic_search where topic_id > ? union all select document from person_search where user_id > ?) d, unnest(d.document) l) x)`)}`,
    [topicsBefore, usersBefore],
    'run',
  );
  console.log(`search corpus indexed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`seeded ${nUsers} users (seed-user-${start}…@seed.poolmates.test / seed-password-1), ${nTopics} topics and ${nTopics ? nComments : 0} comments${nPosts ? `, ${nPosts} posts` : ''}${nSearchPosts && nTopics ? ` and ${nSearchPosts} posts in topic ${before + 1}` : ''}`);
await orm.close();
await db?.stop();
