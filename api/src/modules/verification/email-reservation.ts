import type { EntityManager } from '@mikro-orm/postgresql';
import { clock } from '../../platform/clock.js';
import { EmailChange } from './email-change.entity.js';

/**
 * An address someone changed away from less than 7 days ago is held for them: the undo link may
 * bring it back, so nobody else may register or switch to it meanwhile (decision 020).
 */
export async function emailReserved(em: EntityManager, email: string, exceptUserId?: number): Promise<boolean> {
  const where = { oldEmail: email, undoneAt: null, expiresAt: { $gt: clock.now() }, ...(exceptUserId ? { user: { $ne: exceptUserId } } : {}) };
  return (await em.count(EmailChange, where)) > 0;
}
