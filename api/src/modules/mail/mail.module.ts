import { defineFeature } from '../../platform/feature.js';
import { devOutboxPage } from './dev-outbox.route.js';
import { MailMessage } from './mail-message.entity.js';

export { createMailer } from './mail.service.js';

/**
 * Outgoing mail. The mailer itself is a dependency every feature reaches as `ctx.deps.mailer`
 * (typed in platform/mailer.ts); the app makes it with `createMailer` before the features start.
 */
export const mailFeature = defineFeature({
  name: 'mail',
  entities: [MailMessage],
  routes: (router, deps) => {
    if (deps.mailer.devOutbox && deps.config.NODE_ENV !== 'production') router.get('/dev/outbox', devOutboxPage(deps));
  },
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    'mail.send': { messageId: string };
  }
}
