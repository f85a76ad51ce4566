#!/usr/bin/env node
// The baseline for `npm run bench`: each hot page of bench-pages.mjs answered by hand-written
// node-postgres — ONE JSON-building statement per page (the session lookup included), the same
// fields and JSON as the GraphQL answer, on a plain node:http server in its own process so its CPU
// is measured like the app's. It is what "reads at the speed of the database" means (issue 18).
// The floor (issue 27, decision 060; RAW_MODE=text, the default): PostgreSQL builds the whole
// response body (`{"data": …}`) and the server sends that text as it came, never parsed or
// stringified in Node. RAW_MODE=json is the earlier baseline: the `json` column parsed by
// node-postgres, then JSON.stringify'd again (0.4–0.6 ms of CPU a request more).
// Environment: DATABASE_URL, SESSION_SECRET (to hash Bearer tokens as the app does), PORT, RAW_MODE.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }); // the app's pool size
const secret = process.env.SESSION_SECRET ?? '';

const iso = (col) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const cursor = (kind, id) => `translate(rtrim(encode(convert_to('${kind}:' || ${id}, 'UTF8'), 'base64'), '='), '+/', '-_')`;
const image = (col) => `case when ${col} is null then null else '/uploads/' || ${col} end`;
const person = (u) => `json_build_object('id', ${u}.id::text, 'username', ${u}.username, 'profileImageUrl', ${image(`${u}.profile_image`)})`;
// the wall clock in the topic's zone: "YYYY-MM-DD" and Intl en-US "hh:mm AM"
const local = (col, zone) => ({
  date: `to_char(${col} at time zone ${zone}, 'YYYY-MM-DD')`,
  time: `to_char(${col} at time zone ${zone}, 'HH12:MI AM')`,
});
const members = (t) => `(select count(*) from topic_members m where m.topic_id = ${t}.id)`;
const card = (t) => `'id', ${t}.id::text, 'topic', ${t}.title, 'yourName', ${t}.your_name, 'squadSize', ${t}.squad_size,
  'durationDays', ${t}.duration_days, 'startDate', ${local(`${t}.starts_at`, `${t}.timezone`).date},
  'startTime', ${local(`${t}.starts_at`, `${t}.timezone`).time}, 'imageUrl', ${image(`${t}.image`)},
  'memberCount', 1 + ${members(t)},
  'owner', (select ${person('u')} from users u where u.id = ${t}.owner_id),
  'category', (select json_build_object('id', c.id::text, 'name', c.name) from categories c where c.id = ${t}.category_id)`;
// the signed-in viewer, as the app's session lookup finds them ($1: the token's keyed hash)
const viewer = `viewer as (select u.id from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.status = 'ACTIVE')`;
/** A newest-first page of `first` comments of topic `t` (its owner removes others' comments). */
const commentPage = (first) => `json_build_object(
  'edges', coalesce((select json_agg(json_build_object('cursor', ${cursor('comment', 'c.id')}, 'node', json_build_object(
      'id', c.id::text, 'html', c.html, 'edited', c.edited, 'createdAt', ${iso('c.created_at')}, 'likeCount', c.like_count,
      'replyCount', c.reply_count,
      'viewerHasLiked', exists (select 1 from comment_likes l, viewer v where l.comment_id = c.id and l.user_id = v.id),
      'author', (select ${person('u')} from users u where u.id = c.author_id),
      'viewerCan', (select json_build_object('edit', coalesce(v.id = c.author_id, false), 'delete', coalesce(v.id = c.author_id, false),
          'remove', coalesce(v.id = t.owner_id and v.id <> c.author_id, false), 'report', coalesce(v.id <> c.author_id, false),
          'interact', v.id is not null) from (select (select id from viewer) as id) v)
    )) order by c.id desc) from (select * from comments where topic_id = t.id order by id desc limit ${first}) c), '[]'),
  'pageInfo', (select json_build_object('hasNextPage', count(*) > ${first}, 'endCursor', ${cursor('comment', `min(id) filter (where rn <= ${first})`)})
    from (select id, row_number() over (order by id desc) as rn from comments where topic_id = t.id order by id desc limit ${first + 1}) p))`;

// the web app's own documents (Apollo Client's: `__typename` everywhere, the full person card)
const webPerson = (u) => `json_build_object('id', ${u}.id::text, 'username', ${u}.username, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name,
  'profileImageUrl', ${image(`${u}.profile_image`)}, '__typename', 'User')`;
const squadRows = (t) => `select ${t}.owner_id as uid, 0 as ord, null::timestamptz as joined, 0 as mid
  union all select m.user_id, 1, m.joined_at, m.id from topic_members m where m.topic_id = ${t}.id`;
/** The viewer's newest pending or accepted request for topic `t` (squad.loaders.ts), as the row `r`. */
const viewerRequest = (t) => `(select r.* from topic_requests r, viewer v where r.topic_id = ${t}.id and r.candidate_id = v.id and r.status in ('PENDING', 'ACCEPTED') order by r.id desc limit 1) r`;
/** The web app's comments page (comments.graphql.ts): a newest-first page of `first` comments of topic `t`. */
const webCommentPage = (first) => `json_build_object(
  'edges', coalesce((select json_agg(json_build_object('cursor', ${cursor('comment', 'c.id')}, 'node', json_build_object(
      'id', c.id::text, 'topicId', c.topic_id::text, 'html', c.html, 'edited', c.edited, 'createdAt', ${iso('c.created_at')}, 'likeCount', c.like_count,
      'replyCount', c.reply_count,
      'viewerHasLiked', exists (select 1 from comment_likes l, viewer v where l.comment_id = c.id and l.user_id = v.id),
      'author', (select ${webPerson('u')} from users u where u.id = c.author_id),
      'viewerCan', (select json_build_object('edit', coalesce(v.id = c.author_id, false), 'delete', coalesce(v.id = c.author_id, false),
          'remove', coalesce(v.id = t.owner_id and v.id <> c.author_id, false), 'report', coalesce(v.id <> c.author_id, false),
          'interact', v.id is not null, '__typename', 'CommentViewerCan') from (select (select id from viewer) as id) v),
      '__typename', 'Comment'
    ), '__typename', 'CommentEdge') order by c.id desc) from (select * from comments where topic_id = t.id order by id desc limit ${first}) c), '[]'),
  'pageInfo', (select json_build_object('hasNextPage', count(*) > ${first}, 'endCursor', ${cursor('comment', `min(id) filter (where rn <= ${first})`)}, '__typename', 'PageInfo')
    from (select id, row_number() over (order by id desc) as rn from comments where topic_id = t.id order by id desc limit ${first + 1}) p),
  '__typename', 'CommentConnection')`;

/** A feed post's own fields (`p`: a posts row) and its author. */
const postCore = (p, u) => `'id', ${p}.id::text, 'html', ${p}.html, 'createdAt', ${iso(`${p}.created_at`)}, 'images', ${p}.images, 'author', ${person(u)}`;
/** A squad's feed page: 12 newest posts, each with its quote and newest 3 replies (the viewer must be in the squad). */
const feedPage = `with ${viewer},
  squad as (select t.id, t.owner_id from topics t, viewer v where t.id = $2::int
    and (t.owner_id = v.id or exists (select 1 from topic_members m where m.topic_id = t.id and m.user_id = v.id))),
  page as (select p.*, row_number() over (order by p.id desc) as rn from posts p, squad s where p.topic_id = s.id and p.deleted_at is null order by p.id desc limit 13)
  select json_build_object('topicFeed', json_build_object(
    'lastEventId', (select coalesce((select es.last_seq from event_streams es where es.stream = 'topic:' || s.id), 0)::text from squad s),
    'edges', coalesce((select json_agg(json_build_object('cursor', ${cursor('post', 'p.id')}, 'node', json_build_object(${postCore('p', 'u')},
        'text', p.text, 'replyCount', p.reply_count,
        'replyTo', (select json_build_object('id', q.id::text, 'html', case when q.deleted_at is null then q.html else '' end, 'deleted', q.deleted_at is not null, 'author', ${person('qu')})
          from posts q join users qu on qu.id = q.author_id where q.id = p.reply_to_id),
        'replies', coalesce((select json_agg(json_build_object(${postCore('r', 'ru')}) order by r.id)
          from (select * from posts r0 where r0.reply_to_id = p.id and r0.deleted_at is null order by r0.id desc limit 3) r join users ru on ru.id = r.author_id), '[]'),
        'viewerCan', json_build_object('delete', (select v.id = p.author_id or v.id = s.owner_id from viewer v), 'reply', true)
      )) order by p.id desc) from page p join users u on u.id = p.author_id, squad s where p.rn <= 12), '[]'),
    'pageInfo', (select json_build_object('hasNextPage', count(*) > 12, 'endCursor', ${cursor('post', 'min(id) filter (where rn <= 12)')}) from page)
  )) as data`;

const SQL = {
  '/feed': feedPage,
  '/browse': `with page as (select t.*, row_number() over (order by t.id desc) as rn from topics t where t.ends_at > now() order by t.id desc limit 21)
    select json_build_object('topics', json_build_object(
      'edges', coalesce((select json_agg(json_build_object('cursor', ${cursor('topic', 'p.id')}, 'node', json_build_object(${card('p')})) order by p.id desc)
        from page p where p.rn <= 20), '[]'),
      'pageInfo', (select json_build_object('hasNextPage', count(*) > 20, 'endCursor', ${cursor('topic', 'min(id) filter (where rn <= 20)')}) from page)
    )) as data`,
  '/detail': `with ${viewer}
    select json_build_object('topic', (select json_build_object(${card('t')}, 'description', t.description,
      'endDate', ${local('t.ends_at', 't.timezone').date},
      'state', case when now() < t.starts_at then 'UPCOMING' when now() < t.ends_at then 'RUNNING' else 'ENDED' end,
      'isFull', 1 + ${members('t')} >= t.squad_size,
      'members', (select json_agg(${person('u')} order by x.ord, x.joined, x.mid) from (
          select t.owner_id as uid, 0 as ord, null::timestamptz as joined, 0 as mid
          union all select m.user_id, 1, m.joined_at, m.id from topic_members m where m.topic_id = t.id) x join users u on u.id = x.uid),
      'viewerCan', json_build_object(
        'delete', coalesce((select v.id = t.owner_id from viewer v), false) and not (now() >= t.starts_at and now() < t.ends_at) and ${members('t')} = 0,
        'viewTimeline', exists (select 1 from viewer)),
      'comments', ${commentPage(5)}
    ) from topics t where t.id = $2::int)) as data`,
  '/comments': `with ${viewer}
    select json_build_object('topic', (select json_build_object('id', t.id::text, 'comments', ${commentPage(20)}) from topics t where t.id = $2::int)) as data`,
  '/web-detail': `with ${viewer}
    select json_build_object('topic', (select json_build_object('id', t.id::text, 'topic', t.title, 'yourName', t.your_name, 'squadSize', t.squad_size,
      'durationDays', t.duration_days, 'startDate', ${local('t.starts_at', 't.timezone').date}, 'startTime', ${local('t.starts_at', 't.timezone').time},
      'startsAt', ${iso('t.starts_at')}, 'timezone', t.timezone, 'imageUrl', ${image('t.image')},
      'active', (now() >= t.starts_at and now() < t.ends_at) or ${members('t')} > 0,
      'memberCount', 1 + ${members('t')},
      'category', (select json_build_object('id', c.id::text, 'name', c.name, '__typename', 'Category') from categories c where c.id = t.category_id),
      'owner', (select ${webPerson('u')} from users u where u.id = t.owner_id),
      '__typename', 'Topic', 'description', t.description,
      'state', case when now() < t.starts_at then 'UPCOMING' when now() < t.ends_at then 'RUNNING' else 'ENDED' end,
      'isFull', 1 + ${members('t')} >= t.squad_size,
      'members', (select json_agg(${webPerson('u')} order by x.ord, x.joined, x.mid) from (${squadRows('t')}) x join users u on u.id = x.uid),
      'viewerCan', json_build_object(
        'delete', coalesce((select v.id = t.owner_id from viewer v), false) and not (now() >= t.starts_at and now() < t.ends_at) and ${members('t')} = 0,
        'viewTimeline', exists (select 1 from viewer), '__typename', 'TopicViewerCan'),
      'viewerStatus', case when not exists (select 1 from viewer) then 'VISITOR' when (select id from viewer) = t.owner_id then 'OWNER'
        when exists (select 1 from topic_members m, viewer v where m.topic_id = t.id and m.user_id = v.id) then 'MEMBER'
        else coalesce((select case when r.kind = 'JOIN' then 'REQUESTED' else 'INVITED' end from ${viewerRequest('t')} where r.status = 'PENDING'), 'NONE') end,
      'viewerRequest', (select json_build_object('id', r.id::text, 'kind', r.kind, '__typename', 'TopicRequest') from ${viewerRequest('t')} where r.status = 'PENDING'),
      'onlineMemberIds', case when exists (select 1 from viewer v where v.id = t.owner_id or exists (select 1 from topic_members m where m.topic_id = t.id and m.user_id = v.id))
        then (select coalesce(json_agg(x.uid::text order by x.ord, x.joined, x.mid), '[]') from (${squadRows('t')}) x
          where exists (select 1 from presence_connections pc where pc.user_id = x.uid and pc.seen_at > now() - interval '60 seconds'))
        else '[]'::json end
    ) from topics t where t.id = $2::int)) as data`,
  '/web-comments': `with ${viewer}
    select json_build_object('topic', (select json_build_object('id', t.id::text,
      'commentEventId', coalesce((select es.last_seq from event_streams es where es.stream = 'pool:' || t.id), 0)::text,
      'comments', ${webCommentPage(5)}, '__typename', 'Topic') from topics t where t.id = $2::int)) as data`,
  '/profile': `with ${viewer}
    select json_build_object('user', (select json_build_object('id', u.id::text, 'username', u.username, 'firstName', u.first_name,
      'bio', u.bio, 'stereotype', u.stereotype, 'profileImageUrl', ${image('u.profile_image')}, 'createdAt', ${iso('u.created_at')},
      'followerCount', (select count(*) from follows f join users x on x.id = f.follower_id and x.status = 'ACTIVE' where f.followee_id = u.id),
      'followingCount', (select count(*) from follows f join users x on x.id = f.followee_id and x.status = 'ACTIVE' where f.follower_id = u.id),
      'viewerFollow', case when not exists (select 1 from viewer) then 'NOT_FOLLOWING' when (select id from viewer) = u.id then 'SELF'
        when exists (select 1 from follows f, viewer v where f.follower_id = v.id and f.followee_id = u.id) then 'FOLLOWING' else 'NOT_FOLLOWING' end
    ) from users u where u.id = $2::int and u.status = 'ACTIVE')) as data`,
};

const TEXT = (process.env.RAW_MODE ?? 'text') === 'text';
/** Each page's statement with PostgreSQL writing the response body itself, as text (`::text`: node-postgres does not parse it). */
const TEXT_SQL = Object.fromEntries(Object.entries(SQL).map(([path, sql]) => [path, `select json_build_object('data', q.data)::text as body from (${sql}) q`]));

const server = createServer((req, res) => {
  const sql = SQL[req.url];
  if (req.method !== 'POST' || !sql) {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d) => (body += d));
  req.on('end', async () => {
    try {
      const { variables } = JSON.parse(body);
      const auth = req.headers.authorization;
      const hash = auth?.startsWith('Bearer ') ? createHmac('sha256', secret).update(auth.slice(7).trim()).digest('hex') : null;
      const params = req.url === '/browse' ? [] : [hash, variables?.id ?? variables?.topicId];
      let out;
      // named statements: prepared once per connection and planned generically, as the app's
      // spliced pages are (decision 087) — an unnamed one is planned again on every call
      if (TEXT) out = (await pool.query({ name: `text${req.url}`, text: TEXT_SQL[req.url], values: params })).rows[0].body;
      else out = JSON.stringify({ data: (await pool.query({ name: `json${req.url}`, text: sql, values: params })).rows[0].data });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(out) }).end(out);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`raw pg (${TEXT ? 'text: the floor' : 'json: parse + stringify'}) on ${server.address().port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => pool.end().then(() => process.exit(0))));
