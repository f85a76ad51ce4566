import { Index, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Notification, type NotificationSubjects } from './notification.entity.js';

/** The key of a subject some feature declared (`NotificationSubjects`). */
export type SubjectKey = keyof NotificationSubjects & string;

/** A new notification's subject ids, one per declared subject: `commentId` for `comment`. */
export type SubjectIds = { [K in SubjectKey as `${K}Id`]?: number | null };

type EntityClass<T> = abstract new (...args: never[]) => T;

/** Every declared subject and its entity, in declaration order. */
export const subjects = new Map<SubjectKey, () => EntityClass<object>>();

/**
 * Declares what a notification may be about (decision 069), from the feature that makes such
 * notifications: maps `Notification.<key>` to its entity — column `<key>_id`, nullable, a foreign key
 * with the producer's delete rule (a subject's notifications go with it, or keep without it), indexed
 * when `index`. Call it at module level of the producer's `*.notification.ts` (its module imports
 * it, so it runs before the ORM and the schema are built); declare the key in `NotificationSubjects`
 * beside it.
 */
export function notificationSubject<K extends SubjectKey>(key: K, entity: () => EntityClass<NotificationSubjects[K]>, options: { deleteRule: 'cascade' | 'set null'; index?: boolean }): void {
  if (subjects.has(key)) throw new Error(`notification subject "${key}" is declared twice`);
  subjects.set(key, entity as () => EntityClass<object>);
  ManyToOne(entity, { nullable: true, deleteRule: options.deleteRule })(Notification.prototype, key);
  if (options.index) Index<Notification, string>()(Notification.prototype, key);
}
