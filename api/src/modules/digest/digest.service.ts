import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@poolmates/schema';
import type { SignedInContext } from '../../platform/auth.js';
import { clock } from '../../platform/clock.js';
import { forbidden, unauthenticated } from '../../platform/errors.js';
import { DigestSetting } from './digest.entity.js';
import { digestPolicy } from './digest.policy.js';
import { DEFAULT_DIGEST, DigestFrequency, type SquadDigest } from './digest.types.js';

const asFrequency = (v: string | undefined | null): DigestFrequency => (v && Object.hasOwn(DigestFrequency, v) ? (v as DigestFrequency) : DEFAULT_DIGEST);

/** One statement: the choice of `userId`, created or replaced. */
async function save(em: EntityManager, userId: number, frequency: DigestFrequency): Promise<void> {
  await em.getConnection().execute(
    `insert into digest_settings (user_id, frequency, updated_at) values (?, ?, ?)
     on conflict (user_id) do update set frequency = excluded.frequency, updated_at = excluded.updated_at`,
    [userId, frequency, clock.now()],
    'run',
    em.getTransactionContext(),
  );
}

export const digestService = {
  async frequencyOf(em: EntityManager, userId: number): Promise<DigestFrequency> {
    return asFrequency((await em.findOne(DigestSetting, { user: userId }, { fields: ['frequency'] }))?.frequency);
  },

  async get(ctx: SignedInContext): Promise<SquadDigest> {
    if (!digestPolicy.canChoose(ctx.viewer)) throw unauthenticated();
    const me = ctx.viewerRow;
    return { frequency: await digestService.frequencyOf(ctx.em, me.id), localHour: LIMITS.digestLocalHour, timeZone: me.timezone ?? 'UTC', emailVerified: me.emailVerified };
  },

  async set(ctx: SignedInContext, frequency: DigestFrequency): Promise<SquadDigest> {
    if (!digestPolicy.canChoose(ctx.viewer)) throw forbidden();
    await save(ctx.em, ctx.viewer.id, frequency);
    return { ...(await digestService.get(ctx)), frequency };
  },

  /** The one-click unsubscribe (no session): the token's person's digest goes OFF. False for a bad token. */
  async unsubscribe(em: EntityManager, sessionSecret: string, token: string): Promise<boolean> {
    const userId = digestPolicy.userOfToken(sessionSecret, token);
    if (userId === null) return false;
    const exists = await em.getConnection().execute<{ id: number }[]>('select id from users where id = ?', [userId], 'all');
    if (exists.length === 0) return false;
    await save(em, userId, DigestFrequency.OFF);
    return true;
  },
};
