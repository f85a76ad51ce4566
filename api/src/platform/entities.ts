import { Session } from '../modules/auth/session.entity.js';
import { User } from '../modules/users/user.entity.js';
import { MailMessage } from '../modules/mail/mail-message.entity.js';
import { EmailCode } from '../modules/verification/email-code.entity.js';
import { ResetGrant } from '../modules/verification/reset-grant.entity.js';
import { Visit } from '../modules/visits/visit.entity.js';
import { Category } from '../modules/topics/category.entity.js';
import { TimelineEntry } from '../modules/topics/timeline-entry.entity.js';
import { TopicMember } from '../modules/topics/topic-member.entity.js';
import { Topic } from '../modules/topics/topic.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { SquadReport } from '../modules/squads/squad-report.entity.js';
import { TopicRequest } from '../modules/squads/topic-request.entity.js';
import { PresenceConnection } from '../modules/presence/presence.entity.js';
import { Comment, CommentLike, ContentReport, Reply, ReplyLike } from '../modules/comments/comment.entity.js';
import { Follow } from '../modules/follows/follow.entity.js';
import { RateLimit } from './rate-limit.entity.js';

/** Every MikroORM entity, listed statically so tests, dev and the built server load the same set. */
export const entities = [User, Session, RateLimit, MailMessage, EmailCode, ResetGrant, Visit, Category, Topic, TopicMember, TimelineEntry, TopicRequest, SquadReport, Notification, PresenceConnection, Comment, Reply, CommentLike, ReplyLike, ContentReport, Follow];
