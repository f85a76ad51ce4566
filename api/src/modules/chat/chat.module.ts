import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import type { AppDeps } from '../../platform/context.js';
import { ChatMessage, Conversation, ConversationMember } from './chat.entity.js';
import { ChatMessageResolver, ChatResolver, MessageNotificationResolver } from './chat.resolver.js';
import { chatRows } from './chat.rows.js';
import { chatService } from './chat.service.js';

/** The message email (one per burst, delayed) and the daily prune of old events. */
async function registerChatJobs(deps: AppDeps): Promise<void> {
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
    /** One email for a burst of unread messages from one person (decision 036). */
    'chat.mail': { recipientId: number; conversationId: number };
    'chat.prune-events': Record<string, never>;
  }
}
