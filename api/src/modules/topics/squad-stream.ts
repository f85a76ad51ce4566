import { LIMITS } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import type { AppError } from '../../platform/errors.js';
import { logStream, parseCursor, squadAdmit, topicStream, type Delivered } from '../../platform/events.js';
import { parseId } from '../../platform/ids.js';
import { squadMemberIds } from './membership.js';

/**
 * A subscription to a squad's stream (`topic:<id>`, decision 064): the viewer must be in the squad
 * when it opens, and their stream ends at their own leaving or removal (`squadAdmit`). `squadEvents`
 * reads all of it, `callEvents` its `call.*` kinds; each says its own refusals.
 */
export function squadLogStream(
  ctx: SignedInContext,
  args: { topicId: string; after?: string | null },
  opts: { only?: (kind: string) => boolean; ephemeral?: boolean; noSquad?: () => AppError; notMember: () => AppError },
): Promise<AsyncIterableIterator<Delivered>> {
  const topicId = parseId(args.topicId);
  const after = parseCursor(args.after);
  return logStream({
    pubsub: ctx.deps.pubsub,
    em: () => ctx.deps.orm.em.fork(),
    stream: topicStream(topicId),
    after,
    maxCatchUp: LIMITS.postEventsCatchUpMax,
    ephemeral: opts.ephemeral,
    admit: squadAdmit(ctx.viewerRow.id, opts.only),
    authorize: async () => {
      const squad = topicId > 0 ? await squadMemberIds(ctx.deps.orm.em.fork(), topicId) : [];
      if (squad.length === 0 && opts.noSquad) throw opts.noSquad();
      if (!squad.includes(ctx.viewerRow.id)) throw opts.notMember();
    },
  });
}
