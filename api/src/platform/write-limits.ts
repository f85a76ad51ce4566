import { LIMITS, MSG } from '@poolmates/schema';
import { rateLimited } from './errors.js';
import { rateLimits } from './rate-limit.js';
import { type SignedInContext } from './auth.js';

export type WriteKind = 'comment' | 'like' | 'follow' | 'squadRequest' | 'squadItem' | 'post' | 'chat' | 'callChat' | 'callMedia';

/** Writes that reach other people (a notification, a feed) and so must not be scriptable at will. */
const ALLOWANCE: Record<WriteKind, { perMinute: number; perHour?: number }> = {
  /** Comments, replies and their edits: each one is sanitised and may notify someone. */
  comment: { perMinute: LIMITS.commentsPerMinute, perHour: LIMITS.commentsPerHour },
  /** Like and unlike, of comments and replies. */
  like: { perMinute: LIMITS.likesPerMinute },
  /** Follow and unfollow. */
  follow: { perMinute: LIMITS.followsPerMinute },
  /** Join requests and invitations: each notifies the owner or the invited person. */
  squadRequest: { perMinute: LIMITS.squadRequestsPerMinute },
  /** Takeaways and resources: adds, edits and deletes (the squad sees each one). */
  squadItem: { perMinute: LIMITS.squadItemsPerMinute },
  /** Posts and replies in a squad's feed: each reaches the whole squad live and may carry 8 images. */
  post: { perMinute: LIMITS.postsPerMinute, perHour: LIMITS.postsPerHour },
  /** Chat messages: each reaches a person live and may email them. */
  chat: { perMinute: LIMITS.chatMessagesPerMinute, perHour: LIMITS.chatMessagesPerHour },
  /** In-call chat messages: each is stored and reaches the squad live (issue 26). */
  callChat: { perMinute: LIMITS.callChatMessagesPerMinute, perHour: LIMITS.callChatMessagesPerHour },
  /** Media toggles in a call (mute, camera, hand, screen): each is a MEDIA event to the squad. */
  callMedia: { perMinute: LIMITS.callMediaTogglesPerMinute },
};

/**
 * Counts one write of the signed-in viewer before it is made (decision 018): one atomic upsert per
 * window, so a burst of parallel requests stores exactly the allowance and the rest are refused
 * with "You're doing that too often…" (or, past an hourly cap, "…try again later"). Services call it, so GraphQL and the legacy paths share it.
 */
export async function throttleWrite(ctx: SignedInContext, kind: WriteKind): Promise<void> {
  const { perMinute, perHour } = ALLOWANCE[kind];
  const key = `write:${kind}:${ctx.viewer.id}`;
  if ((await rateLimits.hit(ctx.em, key, 60)) > perMinute) throw rateLimited(MSG.tooOften);
  if (perHour !== undefined && (await rateLimits.hit(ctx.em, `${key}:hour`, 3600)) > perHour) throw rateLimited(MSG.tooOftenThisHour);
}
