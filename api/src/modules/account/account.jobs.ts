import type { AppDeps } from '../../platform/context.js';
import { purgeAccount, purgeOverdueAccounts } from './account.service.js';

/** The purge of deactivated accounts: a delayed job per account plus a daily sweep as a safety net. */
export async function registerAccountJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work('account.purge', async ({ userId }) => {
    if (await purgeAccount(deps.orm.em.fork(), userId)) deps.log.info({ userId }, 'deactivated account purged');
  });
  await deps.jobs.work('account.purge-sweep', async () => {
    const n = await purgeOverdueAccounts(deps.orm.em.fork());
    if (n) deps.log.info({ purged: n }, 'overdue deactivated accounts purged');
  });
  await deps.jobs.schedule('account.purge-sweep', '17 3 * * *');
}
