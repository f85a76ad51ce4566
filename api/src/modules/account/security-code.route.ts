import type { Request, Response } from 'express';
import { clock } from '../../platform/clock.js';
import { contextFromExpress, type AppDeps } from '../../platform/context.js';
import { hmac, safeEqual } from '../../platform/crypto.js';
import { User } from '../users/user.entity.js';
import { securityCodePdf, securityCodes } from '../auth/security-code.js';

const TTL_MS = 5 * 60 * 1000;

/** A 5-minute download ticket for the viewer's PDF, handed out with the code itself. */
export function pdfTicket(deps: AppDeps, userId: number): string {
  const exp = clock.now().getTime() + TTL_MS;
  return `${exp}.${hmac(deps.keys.pdfTicket, `${userId}.${exp}`)}`;
}

/** GET /securitycode.pdf?t=<ticket>: SecurityCode.pdf for the signed-in user the ticket was made for. */
export function securityCodePdfRoute(deps: AppDeps) {
  return async (req: Request, res: Response) => {
    const ctx = await contextFromExpress(deps, req, res);
    const ticket = typeof req.query.t === 'string' ? req.query.t : '';
    const [exp, sig] = ticket.split('.');
    const viewer = ctx.viewer;
    const valid =
      viewer !== null && Number(exp) > clock.now().getTime() && !!sig && safeEqual(sig, hmac(deps.keys.pdfTicket, `${viewer.id}.${exp}`));
    if (!valid) {
      res.status(viewer ? 403 : 401).type('text').send(viewer ? 'This download link has expired. Show the code again.' : 'Please sign in.');
      return;
    }
    const user = await ctx.em.findOneOrFail(User, { id: viewer.id }, { populate: ['securityCodeEnc'] });
    if (!user.securityCodeEnc) {
      res.status(404).type('text').send('No security code yet.');
      return;
    }
    const pdf = await securityCodePdf({
      userId: user.id,
      username: user.username,
      code: securityCodes.reveal(deps.keys.securityCode, user.securityCodeEnc),
      issuedAt: clock.now(),
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'attachment; filename="SecurityCode.pdf"');
    res.setHeader('Cache-Control', 'no-store');
    res.send(pdf);
  };
}
