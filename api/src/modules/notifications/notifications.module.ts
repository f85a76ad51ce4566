import { defineFeature } from '../../platform/feature.js';
import { AwayPostNotice, Notification } from './notification.entity.js';
import { NotificationResolver } from './notification.resolver.js';
import { notificationRows } from './notifications.rows.js';

/** The notification list and its live subscription, and its legacy rows. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  entities: [Notification, AwayPostNotice],
  resolvers: [NotificationResolver],
  rows: notificationRows,
});
