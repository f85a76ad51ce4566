import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import type { AppDeps } from '../../platform/context.js';
import { ChatMessage, Conversation, ConversationMember } from './chat.entity.js';
import { ChatMessageResolver, ChatResolver, MessageNotificationResolver } from './chat.resolver.js';
import { chatRows } from './chat.rows.js';
import { startLogConsumer } from '../../platform/log-consumer.js';
import { CHAT_KINDS, CHAT_MAIL_CONSUMER, chatService } from './chat.service.js';

/** The message email (one per burst, delayed: a consumer of the log) and the daily prune of old events. */
async function registerChatJobs(deps: AppDeps): Promise<void> {
  // the message email follows from the log (decision 073), not from the send: a `chat.message` of a
  // recipient's stream, once it is CHAT_EMAIL_DELAY_SECONDS old, mails that recipient what is still
  // unread and unmailed of that conversation — the first message of a burst mails the burst, the
  // later ones find it mailed (`emailed_up_to`); a repeat after a crash finds it mailed too
  const delayMs = deps.config.CHAT_EMAIL_DELAY_SECONDS * 1000;
  startLogConsumer(deps, {
    name: CHAT_MAIL_CONSUMER,
    streams: 'user:',
    kinds: [CHAT_KINDS.MESSAGE],
    delayMs,
    // the nudged ones come of age on their own timers; the sweep is for other processes' and lost nudges
    intervalMs: Math.min(delayMs, 30_000),
    handle: (events) => chatService.mailBursts(deps, events),
  });
  // jobs queued by the sends before decision 073 (none is queued now)
  await deps.jobs.work('chat.mail', async ({ recipientId, conversationId }) => {
    await chatService.mailUnread(deps, recipientId, conversationId);
  });
  await deps.jobs.work('chat.prune-events', async () => {
    const n = await chatService.pruneEvents(deps);
    if (n) deps.log.info({ pruned: n }, 'old chat events pruned');
  });
  await deps.jobs.schedule('chat.prune-events', '41 3 * * *');
}

/** One-to-one chat: conversations, messages, read markers, live events with catch-up, message email (issue 13, decision 036). */
export const chatFeature = defineFeature({
  name: 'chat',
  entities: [Conversation, ConversationMember, ChatMessage],
  resolvers: [ChatResolver, ChatMessageResolver, MessageNotificationResolver],
  rows: chatRows,
  /** Chat messages: each reaches a person live and may email them. */
  writeLimits: { chat: { perMinute: LIMITS.chatMessagesPerMinute, perHour: LIMITS.chatMessagesPerHour } },
  jobs: registerChatJobs,
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    /** One email for a burst of unread messages from one person (decision 036); queued by the sends before decision 073 only. */
    'chat.mail': { recipientId: number; conversationId: number };
    'chat.prune-events': Record<string, never>;
  }
}
