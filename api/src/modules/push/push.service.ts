import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MSG, type NotificationKindName } from '@poolmates/schema';
import webpush from 'web-push';
import type { SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import type { AppDeps } from '../../platform/context.js';
import { fieldErrors } from '../../platform/errors.js';
import { NotificationType } from '../notifications/notification.entity.js';
import { isQuiet, kindOfType, wants } from './preferences.js';
import type { ChannelChoices } from './push.entity.js';
import { checkEndpoint, checkKeys, endpointKey } from './push.validate.js';
import { vapidOf } from './vapid.js';

/** What the service worker shows (web/build/sw-template.js `push`): JSON, at most ~1 KB. */
export interface PushPayload {
  kind: NotificationKindName;
  title: string;
  body: string;
  /** The page a click opens (a path of this site). */
  url: string;
  /** Replaces an earlier notification with the same tag (one per notification or call). */
  tag: string;
  /** Buttons: a ringing call's Accept and Decline. */
  actions?: { action: string; title: string }[];
  callId?: string;
}

async function exec<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

type Row = {
  id: number;
  user_id: number;
  type: NotificationType;
  text: string;
  topic_id: number | null;
  comment_id: number | null;
  reply_id: number | null;
  post_id: number | null;
  actor_id: number | null;
  timezone: string | null;
  channels: ChannelChoices | null;
  quiet_start: string | null;
  quiet_end: string | null;
  subs: number[];
};

/** Where a notification leads: the same pages as the bell (web features/notifications/notification-links.ts). */
function pathOf(n: Row): string {
  const t = n.topic_id;
  switch (n.type) {
    case NotificationType.REQUEST:
      return '/homepage/request';
    case NotificationType.COMMENTED:
    case NotificationType.REPLIED: {
      if (!n.comment_id || !t) return '/homepage/notifications';
      const q = new URLSearchParams({ comment: String(n.comment_id) });
      if (n.type === NotificationType.REPLIED && n.reply_id) q.set('reply', String(n.reply_id));
      return `/homepage/pool/notifydetails/${t}?${q}`;
    }
    case NotificationType.POSTREPLY:
      return t && n.post_id ? `/homepage/active/${t}/preview/${n.post_id}` : '/homepage/notifications';
    case NotificationType.MISSEDCALL:
      return t ? `/homepage/active/${t}/Startcall` : '/homepage/notifications';
    case NotificationType.CHECKIN_REMINDER:
    case NotificationType.MISSED_DAY:
    // a squad mate posted while the person was away (decision 062): the squad's feed
    case NotificationType.POSTED_WHILE_AWAY:
      return t ? `/homepage/active/${t}` : '/homepage/notifications';
    case NotificationType.FOLLOWED:
      return n.actor_id ? `/homepage/account/${n.actor_id}` : '/homepage/notifications';
    default:
      return t ? `/homepage/pool/pooldetails/${t}` : '/homepage/notifications';
  }
}

/** One person's push state: their browsers, choices, quiet hours and zone (nothing when they have no browser). */
async function recipient(em: EntityManager, userId: number) {
  const [r] = await exec<{ subs: number[]; channels: ChannelChoices | null; quiet_start: string | null; quiet_end: string | null; timezone: string | null }>(
    em,
    `select array(select s.id from push_subscriptions s where s.user_id = u.id order by s.id) as subs, p.channels, p.quiet_start, p.quiet_end, u.timezone
       from users u left join notification_preferences p on p.user_id = u.id where u.id = ? and u.status = 'ACTIVE'`,
    [userId],
  );
  return r && r.subs.length ? r : null;
}

/** Queues `payload` to each browser of the person, when they chose push for its kind and are not in quiet hours. */
async function toBrowsers(deps: AppDeps, em: EntityManager, userId: number, payload: PushPayload, ttl?: number): Promise<number> {
  const r = await recipient(em, userId);
  if (!r || !wants(r.channels, payload.kind, 'push') || isQuiet(r.quiet_start, r.quiet_end, clock.now(), r.timezone ?? 'UTC')) return 0;
  for (const subscriptionId of r.subs) await deps.jobs.send('push.send', { subscriptionId, payload: JSON.stringify(payload), ttl }, { retryLimit: ttl && ttl < 300 ? 1 : 3, retryDelay: ttl && ttl < 300 ? 2 : 10 });
  return r.subs.length;
}

const TITLES: Record<NotificationKindName, string> = {
  CALLS: 'Missed call',
  DIRECT_MESSAGES: 'New message',
  REQUESTS: 'Squad request',
  COMMENTS: 'New comment',
  FOLLOWS: 'New follower',
  CHECKIN_REMINDER: 'Check-in reminder',
  MISSED_DAY: 'Missed day',
  SQUAD_ACTIVITY: 'Squad activity',
};

export const pushService = {
  publicKey: (deps: AppDeps): string => vapidOf(deps.config).publicKey,

  /**
   * Stores the browser's subscription for the viewer (the same endpoint again: its keys are
   * refreshed, and it moves to the viewer if someone else had it). At most LIMITS.pushSubscriptionsMax
   * a person; one transaction holding the person's row, so two subscribes at once cannot pass it.
   */
  async subscribe(ctx: SignedInContext, endpoint: string, p256dh: string, auth: string): Promise<boolean> {
    const url = checkEndpoint(endpoint, ctx.deps.config);
    const keys = checkKeys(p256dh, auth);
    const me = ctx.viewer.id;
    await ctx.em.fork().transactional(async (em) => {
      await exec(em, 'select id from users where id = ? for update', [me]);
      const [{ others }] = await exec<{ others: number }>(em, 'select count(*)::int as others from push_subscriptions where user_id = ? and endpoint <> ?', [me, url]);
      if (others >= LIMITS.pushSubscriptionsMax) throw fieldErrors([{ field: 'endpoint', message: MSG.pushSubscriptionsTooMany }]);
      await exec(
        em,
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, ?)
         on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
        [me, url, keys.p256dh, keys.auth, clock.now()],
      );
    });
    return true;
  },

  /** Forgets the viewer's subscription (someone else's endpoint: nothing happens), spelled as subscribe stored it. True when there was one. */
  async unsubscribe(ctx: SignedInContext, endpoint: string): Promise<boolean> {
    const gone = await exec(ctx.em, 'delete from push_subscriptions where user_id = ? and endpoint = ? returning id', [ctx.viewer.id, endpointKey(endpoint)]);
    return gone.length > 0;
  },

  /** How many browsers of the viewer receive push. */
  async count(ctx: SignedInContext): Promise<number> {
    const [r] = await exec<{ n: number }>(ctx.em, 'select count(*)::int as n from push_subscriptions where user_id = ?', [ctx.viewer.id]);
    return r.n;
  },

  /**
   * The `push.notification` job: each notification still unread whose person chose push for its
   * kind and is not in quiet hours becomes one `push.send` per browser of theirs (each retried on
   * its own). Quiet hours drop the push; the notification stays in the bell.
   */
  async fanOut(deps: AppDeps, notificationIds: number[]): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const rows = await exec<Row>(
      em,
      `select n.id, n.user_id, n.type, n.text, n.topic_id, n.comment_id, n.reply_id, n.post_id, n.actor_id, u.timezone,
              p.channels, p.quiet_start, p.quiet_end, array(select s.id from push_subscriptions s where s.user_id = n.user_id order by s.id) as subs
         from notifications n join users u on u.id = n.user_id and u.status = 'ACTIVE'
         left join notification_preferences p on p.user_id = n.user_id
        where n.id = any(?::int[]) and n.read_at is null`,
      [`{${notificationIds.map(Number).join(',')}}`],
    );
    let queued = 0;
    const now = clock.now();
    for (const n of rows) {
      const kind = kindOfType(n.type);
      if (!n.subs.length || !wants(n.channels, kind, 'push') || isQuiet(n.quiet_start, n.quiet_end, now, n.timezone ?? 'UTC')) continue;
      const payload: PushPayload = { kind, title: TITLES[kind], body: n.text.slice(0, LIMITS.pushBodyMax), url: pathOf(n), tag: `notification-${n.id}` };
      for (const subscriptionId of n.subs) {
        await deps.jobs.send('push.send', { subscriptionId, payload: JSON.stringify(payload) }, { retryLimit: 3, retryDelay: 10 });
        queued++;
      }
    }
    return queued;
  },

  /**
   * The `push.call` job: a call rings this person — one push with Accept and Decline, while it still
   * rings for them (not joined, declined or missed, the call running). It lives as long as the ring.
   */
  async ring(deps: AppDeps, callId: number, userId: number): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const [c] = await exec<{ topic_id: number; title: string; starter: string }>(
      em,
      `select c.topic_id, t.title, u.username as starter from call_invites i join calls c on c.id = i.call_id join topics t on t.id = c.topic_id join users u on u.id = c.started_by_id
        where i.call_id = ? and i.user_id = ? and c.ended_at is null and i.joined_at is null and i.declined_at is null and i.missed_at is null`,
      [callId, userId],
    );
    if (!c) return 0;
    const ttl = Math.max(1, Math.floor(deps.config.CALL_RING_MS / 1000));
    return toBrowsers(deps, em, userId, {
      kind: 'CALLS',
      title: 'Incoming call',
      body: `${c.starter} is calling: ${c.title}`.slice(0, LIMITS.pushBodyMax),
      url: `/homepage/active/${c.topic_id}/Startcall?join=${callId}`,
      tag: `call-${callId}`,
      callId: String(callId),
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
    }, ttl);
  },

  /** The `push.message` job: a direct message, while it is still unread and not deleted. */
  async message(deps: AppDeps, recipientId: number, messageId: number): Promise<number> {
    const em = deps.orm.em.fork() as EntityManager;
    const [m] = await exec<{ conversation_id: number; text: string; sender: string }>(
      em,
      `select x.conversation_id, x.text, u.username as sender from chat_messages x join users u on u.id = x.sender_id
         join conversation_members m on m.conversation_id = x.conversation_id and m.user_id = ?
        where x.id = ? and x.deleted_at is null and x.sender_id <> ? and m.read_up_to < x.id and m.cleared_up_to < x.id`,
      [recipientId, messageId, recipientId],
    );
    if (!m) return 0;
    return toBrowsers(deps, em, recipientId, {
      kind: 'DIRECT_MESSAGES',
      title: m.sender,
      body: m.text.slice(0, LIMITS.pushBodyMax) || '(image)',
      url: '/homepage/message',
      tag: `chat-${m.conversation_id}`,
    });
  },

  /**
   * The `push.send` job: one encrypted message (RFC 8291 aes128gcm, VAPID RFC 8292, by `web-push`)
   * to one browser, waiting at most LIMITS.pushTimeoutMs. 404/410: the browser dropped it, the
   * subscription goes. Other 4xx: dropped (retrying cannot help). 5xx, a timeout, no answer: thrown,
   * so the queue retries it.
   */
  async send(deps: AppDeps, subscriptionId: number, payload: string, ttl = 3600): Promise<'sent' | 'gone' | 'dropped' | 'none'> {
    const em = deps.orm.em.fork() as EntityManager;
    const [sub] = await exec<{ endpoint: string; p256dh: string; auth: string }>(em, 'select endpoint, p256dh, auth from push_subscriptions where id = ?', [subscriptionId]);
    if (!sub) return 'none';
    const vapid = vapidOf(deps.config);
    const req = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: vapid,
      TTL: ttl,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    const res = await fetch(req.endpoint, {
      method: 'POST',
      headers: req.headers as Record<string, string>,
      body: req.body ? new Uint8Array(req.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(LIMITS.pushTimeoutMs),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await exec(em, 'delete from push_subscriptions where id = ? and endpoint = ?', [subscriptionId, sub.endpoint]);
      return 'gone';
    }
    if (res.status >= 500 || res.status === 429) throw new Error(`push service answered ${res.status}`);
    if (!res.ok) {
      deps.log.warn({ status: res.status, subscriptionId }, 'push refused by the push service');
      return 'dropped';
    }
    await exec(em, 'update push_subscriptions set last_pushed_at = ? where id = ?', [clock.now(), subscriptionId]);
    return 'sent';
  },
};
