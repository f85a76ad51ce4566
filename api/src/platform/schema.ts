import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { AccountResolver } from '../modules/account/account.resolver.js';
import { RecoveryResolver } from '../modules/verification/recovery.resolver.js';
import { VerificationResolver } from '../modules/verification/verification.resolver.js';
import { VisitsResolver } from '../modules/visits/visits.resolver.js';
import { TimelineEntryResolver, TopicResolver } from '../modules/topics/topic.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { SquadResolver, TopicSquadResolver } from '../modules/squads/squad.resolver.js';
import { PeopleResolver } from '../modules/squads/people.js';
import { PresenceResolver } from '../modules/presence/presence.resolver.js';
import { CommentResolver, ReplyResolver, TopicCommentsResolver } from '../modules/comments/comment.resolver.js';
import { FollowResolver } from '../modules/follows/follow.resolver.js';
import { authChecker } from './auth.js';
import { createAppPubSub, type PubSub } from './pubsub.js';

export const resolvers = [AuthResolver, UserResolver, AccountResolver, VerificationResolver, RecoveryResolver, VisitsResolver, TopicResolver, TimelineEntryResolver, SquadResolver, TopicSquadResolver, NotificationResolver, PeopleResolver, PresenceResolver, CommentResolver, ReplyResolver, TopicCommentsResolver, FollowResolver] as const;

/** Builds the executable schema. `pubSub` may be omitted when only the SDL is wanted. */
export async function buildAppSchema(pubSub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    pubSub: (pubSub ?? createAppPubSub()) as never,
    validate: false, // rules and messages come from @poolmates/schema, checked in the services
    emitSchemaFile: false,
  });
}

export const SDL_HEADER = '# Emitted from the type-graphql resolvers by `npm run emit-schema`. Do not edit.\n\n';

export function printAppSchema(schema: GraphQLSchema): string {
  return SDL_HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
