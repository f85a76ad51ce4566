import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOCAL_TIME_PATTERN, MSG, NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, type NotificationChannelName, type NotificationKindName } from '@poolmates/schema';
import { userInput } from '../../platform/errors.js';
import { User } from '../users/user.entity.js';
import { NotificationType, type CoreNotificationType } from '../notifications/notification.entity.js';
import { declaredPreference } from '../notifications/kinds.js';
import { NotificationPreferences, type ChannelChoices } from './push.entity.js';

/** The kind (the Settings table's row) of the types that came before decision 069; a newer one names its own (notifications/kinds.ts). */
const KIND_OF_TYPE: Record<CoreNotificationType, NotificationKindName> = {
  [NotificationType.MISSEDCALL]: 'CALLS',
  [NotificationType.REQUEST]: 'REQUESTS',
  [NotificationType.ACCEPTED]: 'REQUESTS',
  [NotificationType.DELETED]: 'REQUESTS',
  [NotificationType.COMMENTED]: 'COMMENTS',
  [NotificationType.REPLIED]: 'COMMENTS',
  [NotificationType.POSTREPLY]: 'COMMENTS',
  [NotificationType.FOLLOWED]: 'FOLLOWS',
  [NotificationType.CHECKIN_REMINDER]: 'CHECKIN_REMINDER',
  [NotificationType.MISSED_DAY]: 'MISSED_DAY',
  [NotificationType.TOPIC_START]: 'SQUAD_ACTIVITY',
  [NotificationType.POSTED_WHILE_AWAY]: 'SQUAD_ACTIVITY',
};

/** The kind (the Settings table's row) a stored notification belongs to. */
export function kindOfType(type: NotificationType): NotificationKindName {
  return (type in KIND_OF_TYPE ? KIND_OF_TYPE[type as CoreNotificationType] : declaredPreference(type)) ?? 'SQUAD_ACTIVITY';
}

export interface KindChoice {
  kind: NotificationKindName;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

export interface PreferencesView {
  kinds: KindChoice[];
  quietStart: string | null;
  quietEnd: string | null;
  timeZone: string;
}

/** Whether `kind` goes out on `channel` for someone with these stored choices (the default where none). */
export function wants(choices: ChannelChoices | null | undefined, kind: NotificationKindName, channel: NotificationChannelName): boolean {
  const info = NOTIFICATION_KIND_INFO[kind];
  if (channel !== 'inApp' && !info.channels.includes(channel)) return false;
  return choices?.[kind]?.[channel] ?? info.defaults[channel];
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The minute of the day (0–1439) `at` is in `zone` (an unknown zone: UTC). */
export function localMinute(at: Date, zone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Quiet hours [start, end) in the person's zone; an end before the start spans midnight (22:00–07:00). */
export function isQuiet(start: string | null, end: string | null, at: Date, zone: string): boolean {
  if (!start || !end) return false;
  const s = minutes(start);
  const e = minutes(end);
  const now = localMinute(at, zone);
  return s < e ? now >= s && now < e : now >= s || now < e;
}

export interface PreferencesInput {
  kinds?: { kind: NotificationKindName; email?: boolean | null; push?: boolean | null }[] | null;
  /** Both "HH:MM", or both null (no quiet hours); left out: unchanged. */
  quietStart?: string | null;
  quietEnd?: string | null;
}

export const preferences = {
  async read(em: EntityManager, userId: number): Promise<PreferencesView> {
    const [row, user] = await Promise.all([em.findOne(NotificationPreferences, { user: userId }), em.findOne(User, { id: userId }, { fields: ['timezone'] })]);
    return {
      kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: true, email: wants(row?.channels, kind, 'email'), push: wants(row?.channels, kind, 'push') })),
      quietStart: row?.quietStart ?? null,
      quietEnd: row?.quietEnd ?? null,
      timeZone: user?.timezone ?? 'UTC',
    };
  },

  /** Validates the whole input first (precise field errors), then writes the person's one row. */
  async update(em: EntityManager, userId: number, input: PreferencesInput): Promise<PreferencesView> {
    const seen = new Set<string>();
    for (const k of input.kinds ?? []) {
      if (seen.has(k.kind)) throw userInput('kinds', MSG.notificationKindDuplicate);
      seen.add(k.kind);
      const allowed = NOTIFICATION_KIND_INFO[k.kind].channels;
      if ((k.email != null && !allowed.includes('email')) || (k.push != null && !allowed.includes('push'))) throw userInput('kinds', MSG.notificationChannelUnavailable);
    }
    const quietGiven = input.quietStart !== undefined || input.quietEnd !== undefined;
    if (quietGiven) {
      for (const f of ['quietStart', 'quietEnd'] as const) if (input[f] != null && !LOCAL_TIME_PATTERN.test(input[f])) throw userInput(f, MSG.quietHoursInvalid);
      if ((input.quietStart == null) !== (input.quietEnd == null)) throw userInput(input.quietStart == null ? 'quietStart' : 'quietEnd', MSG.quietHoursIncomplete);
      if (input.quietStart != null && input.quietStart === input.quietEnd) throw userInput('quietEnd', MSG.quietHoursEmpty);
    }
    await em.transactional(async (tx) => {
      // one row per person: the first change makes it (a concurrent first change waits on the key)
      await tx.getConnection().execute('insert into notification_preferences (user_id, channels, updated_at) values (?, ?::jsonb, now()) on conflict do nothing', [userId, '{}'], 'all', tx.getTransactionContext());
      const row = await tx.findOneOrFail(NotificationPreferences, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const channels: ChannelChoices = { ...row.channels };
      for (const k of input.kinds ?? []) {
        const next = { ...channels[k.kind] };
        if (k.email != null) next.email = k.email;
        if (k.push != null) next.push = k.push;
        channels[k.kind] = next;
      }
      row.channels = channels;
      if (quietGiven) {
        row.quietStart = input.quietStart ?? null;
        row.quietEnd = input.quietEnd ?? null;
      }
      row.updatedAt = new Date();
    });
    return preferences.read(em, userId);
  },
};
