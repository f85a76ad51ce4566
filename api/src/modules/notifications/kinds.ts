import type { NotificationKindName } from '@poolmates/schema';
import { NotificationType } from './notification.entity.js';

const preferences = new Map<string, NotificationKindName>();

/**
 * Declares a notification type from the feature that makes it (decision 069): adds it to
 * `NotificationType` (the GraphQL enum and the database enum `notification_type`, to which the
 * feature's migration adds the value) and names the Settings row that governs it (`preference`: its
 * in-app, email and push choices). Call it at module level of a file the feature's module imports,
 * and declare the type in `NotificationKinds` beside it.
 */
export function notificationKind<T extends NotificationType>(type: T, options: { preference: NotificationKindName }): T {
  if (type in NotificationType || preferences.has(type)) throw new Error(`notification type "${type}" is declared twice`);
  Object.assign(NotificationType, { [type]: type });
  preferences.set(type, options.preference);
  return type;
}

/** The Settings row of a type a feature declared with `notificationKind` (undefined for the older ones). */
export const declaredPreference = (type: NotificationType): NotificationKindName | undefined => preferences.get(type);
