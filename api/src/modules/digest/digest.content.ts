import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import { readMarks, streaksFrom } from '../accountability/accountability.service.js';
import { squadsOfSql } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';

/** What one squad did in a digest's window, as the mail shows it (others' doings only). */
export interface SquadNews {
  topicId: number;
  title: string;
  posts: { author: string; line: string }[];
  postCount: number;
  takeaways: { author: string; text: string }[];
  takeawayCount: number;
  resources: { author: string; name: string; url: string }[];
  resourceCount: number;
  checkedIn: string[];
  /** The squad's current streak and the person's own, in days. */
  squadStreak: number;
  myStreak: number;
}

const exec = <T extends object[]>(em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The first line of a text, cut to fit a line of the mail. */
export const firstLine = (text: string, max = 140) => {
  const line = (text.split('\n').find((l) => l.trim()) ?? '').trim().replace(/\s+/g, ' ') || '(image)';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The first line of a post: its first non-empty block of (sanitised) HTML as text. */
export const firstLineOfHtml = (html: string, max = 140) =>
  firstLine(
    html
      .replace(/<\/(?:p|div|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]),
    max,
  );

function byTopic<R extends { topic_id: number }>(rows: R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const list = out.get(r.topic_id);
    if (list) list.push(r);
    else out.set(r.topic_id, [r]);
  }
  return out;
}

/** The newest `LIMITS.digestItemsPerSquad` rows of each topic, oldest first, each with its topic's total `n`. */
const newestPerTopic = (select: string) =>
  `select * from (select x.*, row_number() over (partition by x.topic_id order by x.id desc) as rn, (count(*) over (partition by x.topic_id))::int as n from (${select}) x) y
    where y.rn <= ${LIMITS.digestItemsPerSquad} order by y.topic_id, y.id`;

/**
 * The news of `userId`'s squads between `since` (excluded) and `until` (included): squads whose topic
 * had not ended before the window (before its start too: a squad may talk before day 1) (at most LIMITS.digestSquadsMax), each with what the others posted, took away and
 * shared (the first few of each, and how many), who checked in, and the streaks as of `until`. Five
 * statements whatever the number of squads, plus the streak marks. Squads with no news are left out.
 */
export async function squadNews(em: EntityManager, userId: number, since: Date, until: Date): Promise<SquadNews[]> {
  const squads = await exec<{ id: number }[]>(
    em,
    `select t.id from topics t where ${squadsOfSql('t', userId)} and t.ends_at >= ? order by t.starts_at desc, t.id limit ?`,
    [since, LIMITS.digestSquadsMax],
  );
  if (squads.length === 0) return [];
  const ids = squads.map((s) => s.id);
  const window = [userId, since, until];
  const [posts, takeaways, resources, checkIns] = await Promise.all([
    exec<{ topic_id: number; author: string; html: string; n: number }[]>(
      em,
      newestPerTopic(`select p.id, p.topic_id, u.username as author, p.html from posts p join users u on u.id = p.author_id
        where p.topic_id in (?) and p.deleted_at is null and p.author_id <> ? and p.created_at > ? and p.created_at <= ?`),
      [ids, ...window],
    ),
    exec<{ topic_id: number; author: string; text: string; n: number }[]>(
      em,
      newestPerTopic(`select k.id, e.topic_id, u.username as author, k.text from takeaways k join timeline_entries e on e.id = k.timeline_entry_id join users u on u.id = k.author_id
        where e.topic_id in (?) and k.author_id <> ? and k.created_at > ? and k.created_at <= ?`),
      [ids, ...window],
    ),
    exec<{ topic_id: number; author: string; name: string; url: string; n: number }[]>(
      em,
      newestPerTopic(`select r.id, r.topic_id, u.username as author, r.name, r.url from resources r join users u on u.id = r.author_id
        where r.topic_id in (?) and r.author_id <> ? and r.created_at > ? and r.created_at <= ?`),
      [ids, ...window],
    ),
    exec<{ topic_id: number; username: string }[]>(
      em,
      `select ci.topic_id, u.username from check_ins ci join users u on u.id = ci.user_id
        where ci.topic_id in (?) and ci.goal is not null and ci.user_id <> ? and ci.created_at > ? and ci.created_at <= ?
        group by ci.topic_id, u.username order by ci.topic_id, min(ci.created_at)`,
      [ids, ...window],
    ),
  ]);
  const [p, k, r, c] = [byTopic(posts), byTopic(takeaways), byTopic(resources), byTopic(checkIns)];
  const withNews = ids.filter((id) => p.has(id) || k.has(id) || r.has(id) || c.has(id));
  if (withNews.length === 0) return [];
  const topics = await em.find(Topic, { id: { $in: withNews } });
  const marks = await readMarks(em, topics);
  return withNews.map((id) => {
    const topic = topics.find((t) => t.id === id)!;
    const streaks = streaksFrom(marks.get(id)!, until, userId);
    const ps = p.get(id) ?? [];
    const ks = k.get(id) ?? [];
    const rs = r.get(id) ?? [];
    return {
      topicId: id,
      title: topic.title,
      posts: ps.map((x) => ({ author: x.author, line: firstLineOfHtml(x.html) })),
      postCount: ps[0]?.n ?? 0,
      takeaways: ks.map((x) => ({ author: x.author, text: firstLine(x.text, 200) })),
      takeawayCount: ks[0]?.n ?? 0,
      resources: rs.map((x) => ({ author: x.author, name: x.name, url: x.url })),
      resourceCount: rs[0]?.n ?? 0,
      checkedIn: (c.get(id) ?? []).map((x) => x.username),
      squadStreak: streaks.squad.current,
      myStreak: streaks.mine?.current ?? 0,
    };
  });
}
