import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LIMITS, MSG } from '@poolmates/schema';
import { type SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { appendEvent, publishEvents, topicStream } from '../../platform/events.js';
import type { Context } from '../../platform/context.js';
import { forbidden, notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { Resource } from './resource.entity.js';
import { resourcePolicy } from './resource.policy.js';
import { cleanResourceName, normalizeResourceUrl } from './resource-url.js';

/** The topic's squad (owner first), or NOT_FOUND for an unknown topic. */
async function squadOf(ctx: Context, topicId: number): Promise<number[]> {
  const squad = await ctx.loaders.topics.squadMembers.load(topicId);
  if (squad.length === 0) throw notFound(MSG.topicNotFound);
  return squad;
}

async function loadResource(ctx: Context, id: number): Promise<Resource> {
  const resource = id > 0 ? await ctx.em.findOne(Resource, { id }) : null;
  if (!resource) throw notFound(MSG.resourceNotFound);
  return resource;
}

/** A client id (a retried add is stored once): at most 64 characters, or none. */
function clientIdOf(raw: string | null | undefined): string | null {
  const v = raw?.trim() || null;
  if (v && v.length > 64) throw userInput('clientId', MSG.fieldTooLong('clientId', 64));
  return v;
}

/** The squad's links (the Assets tab): squad members only; the adder or the owner changes one. */
export const resourceService = {
  /** Newest first, 5 a page by default (active-topic.md §9). */
  async list(ctx: Context, topicId: number, args: PageArgs) {
    if (!resourcePolicy.canList(ctx.viewer, await squadOf(ctx, topicId))) throw forbidden(MSG.squadMembersOnly);
    const where = { topic: topicId };
    return pageById('resource', args, LIMITS.resourcesPageSize, (below, limit, offset) =>
      ctx.em.find(Resource, below === null ? where : { ...where, id: { $lt: below } }, { orderBy: { id: 'desc' }, limit, offset }),
    );
  },

  /** Any squad member adds a link; the same `clientId` again answers the resource already stored. */
  async add(ctx: SignedInContext, topicId: number, url: string, name: string, rawClientId?: string | null): Promise<Resource> {
    await throttleWrite(ctx, 'squadItem');
    const clean = { url: normalizeResourceUrl(url), name: cleanResourceName(name) };
    const clientId = clientIdOf(rawClientId);
    if (!resourcePolicy.canAdd(ctx.viewer, await squadOf(ctx, topicId))) throw forbidden(MSG.squadMembersOnly);
    const author = ctx.viewer.id;
    /** The resource this client id already stored: answered again (a retry), unless it was another topic's. */
    const stored = async () => {
      const r = clientId ? await ctx.em.findOne(Resource, { author, clientId }) : null;
      if (r && r.topic.id !== topicId) throw userInput('clientId', MSG.clientIdReused);
      return r;
    };
    const again = await stored();
    if (again) return again;
    try {
      const r = ctx.em.create(Resource, { topic: ctx.em.getReference(Topic, topicId), author: ctx.em.getReference(User, author), clientId, ...clean, createdAt: clock.now() });
      const event = await ctx.em.transactional(async (em) => {
        await em.flush();
        return appendEvent(em, topicStream(topicId), 'resource.added', author, { resourceId: r.id });
      });
      publishEvents(ctx.deps.pubsub, [event]);
      return r;
    } catch (err) {
      // the same retry twice at once: the second insert meets the first, which is the answer
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      ctx.em.clear();
      return (await stored())!;
    }
  },

  async update(ctx: SignedInContext, id: number, url: string, name: string): Promise<Resource> {
    await throttleWrite(ctx, 'squadItem');
    const clean = { url: normalizeResourceUrl(url), name: cleanResourceName(name) };
    const resource = await loadResource(ctx, id);
    if (!resourcePolicy.canChange(ctx.viewer, resource, await squadOf(ctx, resource.topic.id))) throw forbidden(MSG.cannotChangeResource);
    if (resource.url === clean.url && resource.name === clean.name) return resource;
    Object.assign(resource, clean, { updatedAt: clock.now() });
    const event = await ctx.em.transactional(async (em) => {
      await em.flush();
      return appendEvent(em, topicStream(resource.topic.id), 'resource.updated', ctx.viewer.id, { resourceId: resource.id });
    });
    publishEvents(ctx.deps.pubsub, [event]);
    return resource;
  },

  async delete(ctx: SignedInContext, id: number): Promise<boolean> {
    await throttleWrite(ctx, 'squadItem');
    const resource = await loadResource(ctx, id);
    if (!resourcePolicy.canChange(ctx.viewer, resource, await squadOf(ctx, resource.topic.id))) throw forbidden(MSG.cannotChangeResource);
    const event = await ctx.em.transactional(async (em) => {
      if ((await em.nativeDelete(Resource, { id: resource.id })) === 0) return null; // deleted meanwhile: that delete told the squad
      return appendEvent(em, topicStream(resource.topic.id), 'resource.deleted', ctx.viewer.id, { resourceId: resource.id });
    });
    publishEvents(ctx.deps.pubsub, [event]);
    return true;
  },
};
