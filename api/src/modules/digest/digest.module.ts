import { defineFeature } from '../../platform/feature.js';
import { DigestRun, DigestSetting } from './digest.entity.js';
import { registerDigestJobs } from './digest.job.js';
import { DigestResolver } from './digest.resolver.js';
import { digestUnsubscribeRouter } from './unsubscribe.route.js';

/** The squad digest e-mail (issue 29, decision 062): the choice, the sweep, the one-click unsubscribe. */
export const digestFeature = defineFeature({
  name: 'digest',
  entities: [DigestSetting, DigestRun],
  resolvers: [DigestResolver],
  jobs: registerDigestJobs,
  routes: (router, deps) => void router.use(digestUnsubscribeRouter(deps)),
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    /** The squad digest sweep (decision 062): each person's digest at their local hour, once per period. */
    'digest.sweep': Record<string, never>;
  }
}
