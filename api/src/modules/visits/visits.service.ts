import { LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import type { Context } from '../../platform/context.js';
import { rateLimited } from '../../platform/errors.js';
import { rateLimits } from '../../platform/rate-limit.js';
import { Visit, VisitKind } from './visit.entity.js';
import type { ClientInfoInput } from './visits.types.js';
import { addressKey } from '../../platform/address.js';

const cut = (v: string | null | undefined, n = 100) => (v == null ? undefined : String(v).slice(0, n));

/** Visit and download-usage records. IP and user agent come from the request, not the payload. */
export const visitsService = {
  async record(ctx: Context, kind: VisitKind, input: ClientInfoInput): Promise<boolean> {
    if ((await rateLimits.hit(ctx.em, `visits:${addressKey(ctx.ip)}`, 3600)) > LIMITS.visitsPerIpPerHour) throw rateLimited(MSG.visitsRateLimited);
    const info = Object.fromEntries(
      Object.entries({ browser: cut(input.browser), os: cut(input.os), device: cut(input.device), gmt: cut(input.gmt, 16) }).filter(([, v]) => v),
    ) as Record<string, string>;
    ctx.em.create(Visit, {
      user: ctx.viewer ?? null,
      kind,
      at: clock.now(),
      timezone: cut(input.timezone, 64) ?? null,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      info: Object.keys(info).length ? info : null,
    });
    await ctx.em.flush();
    return true;
  },
};
