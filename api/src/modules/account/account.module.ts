import { defineFeature } from '../../platform/feature.js';
import { accountRows } from './account.rows.js';
import { registerAccountJobs } from './account.jobs.js';
import { AccountResolver } from './account.resolver.js';
import { securityCodePdfRoute } from './security-code.route.js';

/** Onboarding, security code, PIN, password, deactivation and the purge of deactivated accounts. */
export const accountFeature = defineFeature({
  name: 'account',
  resolvers: [AccountResolver],
  rows: accountRows,
  jobs: registerAccountJobs,
  routes: (router, deps) => void router.get('/securitycode.pdf', securityCodePdfRoute(deps)),
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    'account.purge': { userId: number };
    'account.purge-sweep': Record<string, never>;
  }
}
