import { accountabilityFeature } from './modules/accountability/accountability.module.js';
import { callsFeature } from './modules/calls/calls.module.js';
import { accountFeature } from './modules/account/account.module.js';
import { authFeature } from './modules/auth/auth.module.js';
import { chatFeature } from './modules/chat/chat.module.js';
import { commentsFeature } from './modules/comments/comments.module.js';
import { digestFeature } from './modules/digest/digest.module.js';
import { feedReadsFeature } from './modules/feed-reads/feed-reads.module.js';
import { followsFeature } from './modules/follows/follows.module.js';
import { mailFeature } from './modules/mail/mail.module.js';
import { notificationsFeature } from './modules/notifications/notifications.module.js';
import { postsFeature } from './modules/posts/posts.module.js';
import { pushFeature } from './modules/push/push.module.js';
import { smartTagsFeature } from './modules/smart-tags/smart-tags.module.js';
import { topicSearchFeature } from './modules/topic-search/topic-search.module.js';
import { searchFeature } from './modules/search/search.module.js';
import { presenceFeature } from './modules/presence/presence.module.js';
import { resourcesFeature } from './modules/resources/resources.module.js';
import { squadsFeature } from './modules/squads/squads.module.js';
import { takeawaysFeature } from './modules/takeaways/takeaways.module.js';
import { topicsFeature } from './modules/topics/topics.module.js';
import { usersFeature } from './modules/users/users.module.js';
import { verificationFeature } from './modules/verification/verification.module.js';
import { visitsFeature } from './modules/visits/visits.module.js';
import { platformEntities } from './platform/entities.js';
import { bindViewerEntity } from './platform/session.entity.js';
import { User } from './modules/users/user.entity.js';
import { collect, type LoadersOf, type WriteKindsOf } from './platform/feature.js';
import { registerWriteLimits } from './platform/write-limits.js';

/**
 * Every feature, once (decision 023). Imported only by entry points: the app, the server and
 * scripts, the schema emitter and tests; never by platform/ (boundaries.test.ts). Adding a feature
 * is its own folder plus one line here. The order is the legacy routes' and HTTP routes' order.
 */
export const features = [
  authFeature,
  usersFeature,
  accountFeature,
  verificationFeature,
  mailFeature,
  visitsFeature,
  topicsFeature,
  squadsFeature,
  notificationsFeature,
  presenceFeature,
  commentsFeature,
  followsFeature,
  postsFeature,
  feedReadsFeature,
  takeawaysFeature,
  resourcesFeature,
  smartTagsFeature,
  topicSearchFeature,
  searchFeature,
  chatFeature,
  accountabilityFeature,
  callsFeature,
  digestFeature,
  pushFeature,
] as const;

// a session belongs to a User (the platform's Session entity names no feature itself)
bindViewerEntity(User);

const all = collect(features);
// the features' write allowances, for throttleWrite (platform/write-limits.ts)
for (const limits of all.writeLimits) registerWriteLimits(limits);
/** Every MikroORM entity: the platform's own, then the features'. */
export const entities = [...platformEntities, ...all.entities];
export const resolvers = all.resolvers;
export const restRows = all.rows;
/** `AppDeps.loaders`: every feature's loaders for one request. */
export const makeLoaders = all.loaders;

// the platform's types, filled in from the list: `ctx.loaders`, `ctx.viewer` (platform/registry.ts) and the write kinds (platform/write-limits.ts)
declare module './platform/registry.js' {
  interface FeatureRegistry {
    viewer: User;
    loaders: LoadersOf<typeof features>;
    writeKinds: WriteKindsOf<typeof features>;
  }
}
