import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { Row } from '../../platform/read.js';
import type { Context } from '../../platform/context.js';
import { Notification, NotificationType } from '../notifications/notification.entity.js';
import { notificationService, type ReadNotifications } from '../notifications/notification.service.js';
import { notificationSubject } from '../notifications/subjects.js';
import { TopicRequest } from './topic-request.entity.js';

// REQUEST, ACCEPTED and DELETED notifications are about a request (decision 069); a request that
// goes leaves them without it
declare module '../notifications/notification.entity.js' {
  interface NotificationSubjects {
    request: TopicRequest;
  }
}
notificationSubject('request', () => TopicRequest, { deleteRule: 'set null' });

/** What answering a request means for its notifications. */
export const requestNotifications = {
  /**
   * The request was answered (confirmed, declined) by its recipient: its REQUEST notification is
   * read, in the caller's transaction, wherever it was answered (the Requests page, the
   * notification's dialog, the legacy rows).
   */
  answered: (em: EntityManager, requestId: number): Promise<ReadNotifications> => notificationService.readAbout(em, 'request', requestId, [NotificationType.REQUEST]),
  /** The request was withdrawn: its REQUEST notification goes (unread ones are reported, to drop from the bell). */
  withdrawn: (em: EntityManager, requestId: number): Promise<ReadNotifications> => notificationService.deleteAbout(em, 'request', requestId, [NotificationType.REQUEST]),
};

/** A notification's request fields. */
@Resolver(() => Notification)
export class RequestNotificationFields {
  @FieldResolver(() => TopicRequest, { nullable: true, description: 'The request a REQUEST/ACCEPTED/DELETED notification is about (the recipient is one of its two people).' })
  async request(@Root() n: Row<Notification>, @Ctx() ctx: Context): Promise<TopicRequest | null> {
    return n.request ? ctx.loaders.squads.requestById.load(n.request.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The request a REQUEST/ACCEPTED/DELETED notification is about.' })
  requestId(@Root() n: Row<Notification>): string | null {
    return n.request ? String(n.request.id) : null;
  }
}
