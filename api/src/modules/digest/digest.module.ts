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
