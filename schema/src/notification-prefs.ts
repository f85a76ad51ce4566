/**
 * What a person can be told, and how (issue 29, decision 061): the kinds of the Settings'
 * Notifications table, their channels and defaults. Shared by the api (what is stored, what is
 * pushed) and the web (the table). A kind groups notification types the way people think of them.
 */
export const NOTIFICATION_KINDS = ['CALLS', 'DIRECT_MESSAGES', 'REQUESTS', 'COMMENTS', 'FOLLOWS', 'CHECKIN_REMINDER', 'MISSED_DAY', 'SQUAD_ACTIVITY'] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

export type NotificationChannelName = 'inApp' | 'email' | 'push';
export const NOTIFICATION_CHANNELS: readonly NotificationChannelName[] = ['inApp', 'email', 'push'];

export interface NotificationKindInfo {
  label: string;
  /**
   * The channels a person can turn on or off for this kind today. In app is never one of them: the
   * bell and the notifications page list every notification (the legacy lists are unchanged).
   */
  channels: readonly NotificationChannelName[];
  /** Where a person who set nothing stands: calls and direct messages push; squad activity does not. */
  defaults: Record<NotificationChannelName, boolean>;
}

const on = (push: boolean, email = false) => ({ inApp: true, email, push });

export const NOTIFICATION_KIND_INFO: Record<NotificationKindName, NotificationKindInfo> = {
  CALLS: { label: 'Calls (ringing, missed calls)', channels: ['push'], defaults: on(true) },
  DIRECT_MESSAGES: { label: 'Direct messages', channels: ['email', 'push'], defaults: on(true, true) },
  REQUESTS: { label: 'Squad requests and answers', channels: ['push'], defaults: on(false) },
  COMMENTS: { label: 'Comments and replies', channels: ['push'], defaults: on(false) },
  FOLLOWS: { label: 'New followers', channels: ['push'], defaults: on(false) },
  CHECKIN_REMINDER: { label: 'Check-in reminder', channels: ['push'], defaults: on(false) },
  MISSED_DAY: { label: 'Missed day', channels: ['push'], defaults: on(false) },
  SQUAD_ACTIVITY: { label: 'Squad activity', channels: ['push'], defaults: on(false) },
};

/** "HH:MM" (24 h) — a quiet hours bound in the person's own time zone. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
