import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS, MSG } from '@poolmates/schema';
import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { Auth, SignedIn, viewerIdOf, type SignedInContext } from '../../platform/auth.js';
import { PageArgs } from '../../platform/connection.js';
import type { Context } from '../../platform/context.js';
import { notFound, userInput } from '../../platform/errors.js';
import { IdArg, pageCursor, parseBigId, parseId } from '../../platform/ids.js';
import { logStream, parseCursor, userStream, type Delivered } from '../../platform/events.js';
import { asked } from '../../platform/read.js';
import { User } from '../users/user.entity.js';
import { chatReads, type ConversationRow, type MessageRow, type NotificationRow } from './chat.reads.js';
import { chatService, type EventView } from './chat.service.js';
import {
  ChatEventKind,
  ChatEventType,
  ChatMessageConnection,
  ChatMessageType,
  ConversationConnection,
  ConversationType,
  MessageNotificationConnection,
  MessageNotificationType,
  SendChatMessageInput,
} from './chat.types.js';

/** A message id (a bigint) from a client (platform/ids.ts): −1 (matches nothing) unless digits, a format error past 15. */
const messageId = (raw: string | null | undefined, field = 'id'): number => parseBigId(raw, field);

@Resolver(() => ConversationType)
export class ChatResolver {
  @Auth()
  @Extensions({ maxFirst: LIMITS.chatConversationsPageMax })
  @Query(() => ConversationConnection, { description: "The viewer's conversations by last activity, newest first, 20 a page (50 at most). A conversation the viewer cleared leaves the list until a new message." })
  conversations(@SignedIn() ctx: SignedInContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo) {
    return chatReads.conversations(ctx.deps.orm, ctx.viewerRow.id, asked(info).at('edges', 'node'), page);
  }

  @Auth()
  @Query(() => ConversationType, { nullable: true, description: 'One conversation of the viewer: by `id`, or with the person `withUserId`; null when there is none (yet) or it is not theirs.' })
  conversation(
    @SignedIn() ctx: SignedInContext,
    @Info() info: GraphQLResolveInfo,
    @IdArg('id', { nullable: true }) id?: number | null,
    @IdArg('withUserId', { nullable: true }) withUserId?: number | null,
  ): Promise<ConversationRow | null> {
    if (id != null) return chatReads.conversation(ctx.deps.orm, ctx.viewerRow.id, asked(info), { id });
    if (withUserId != null) return chatReads.conversation(ctx.deps.orm, ctx.viewerRow.id, asked(info), { otherId: withUserId });
    throw userInput('id', MSG.chatConversationWhich);
  }

  @Auth()
  @Extensions({ maxFirst: LIMITS.chatMessagesPageMax })
  @Query(() => ChatMessageConnection, { description: 'A conversation\'s messages, newest first, keyset by id: `before` (an endCursor) pages to older ones. 30 a page, 100 at most. Its two people only.' })
  async chatMessages(
    @IdArg('conversationId') conversationId: number,
    @SignedIn() ctx: SignedInContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.chatMessagesPageSize }) first?: number,
    @Arg('before', () => String, { nullable: true }) before?: string | null,
  ) {
    const page = await chatReads.messages(ctx.deps.orm, ctx.viewerRow.id, conversationId, asked(info).at('edges', 'node'), { first, before });
    if (!page) throw notFound(MSG.chatConversationNotFound);
    return page;
  }

  @Auth()
  @Query(() => [ChatMessageType], { description: 'The catch-up of an open conversation: its messages after `afterId`, oldest first, at most 200 (more: reload the first page).' })
  async chatMessagesAfter(
    @IdArg('conversationId') conversationId: number,
    @Arg('afterId', () => ID) afterId: string,
    @SignedIn() ctx: SignedInContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MessageRow[]> {
    const rows = await chatReads.messagesAfter(ctx.deps.orm, ctx.viewerRow.id, conversationId, Math.max(messageId(afterId, 'afterId'), 0), asked(info));
    if (!rows) throw notFound(MSG.chatConversationNotFound);
    return rows;
  }

  @Auth()
  @Query(() => Int, { description: "The viewer's unread messages in all conversations (the header badge)." })
  unreadMessageCount(@SignedIn() ctx: SignedInContext): Promise<number> {
    return chatReads.unreadTotal(ctx.deps.orm, ctx.viewerRow.id);
  }

  @Auth()
  @Query(() => MessageNotificationConnection, { description: "The header's Messages panel: incoming messages, newest first, 5 a page (legacy msgnotify)." })
  messageNotifications(
    @SignedIn() ctx: SignedInContext,
    @Args(() => PageArgs) page: PageArgs,
    @Info() info: GraphQLResolveInfo,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'Only the unread ones (the legacy `msgnotify` list of /profile).' }) unreadOnly?: boolean | null,
  ) {
    return chatReads.notifications(ctx.deps.orm, ctx.viewerRow.id, asked(info).at('edges', 'node'), page, unreadOnly ?? false);
  }

  @Auth()
  @Query(() => ID, { description: 'The newest of the viewer\'s chat event ids ("0" when none): where `chatEvents(after:)` starts after a first load.' })
  lastChatEventId(@SignedIn() ctx: SignedInContext): Promise<string> {
    return chatService.lastEventId(ctx);
  }

  @Auth()
  @Mutation(() => ChatMessageType, {
    description:
      'Sends a message to any active person but oneself (legacy socket `newmsg`/`rplymsg`; the first message makes the conversation). Idempotent by (sender, clientId): a retry answers the stored message. Text 1–2000 characters after trimming.',
  })
  sendChatMessage(@Arg('input', () => SendChatMessageInput) input: SendChatMessageInput, @SignedIn() ctx: SignedInContext, @Info() info: GraphQLResolveInfo): Promise<MessageRow> {
    return chatService.send(ctx, { toUserId: parseId(input.toUserId), clientId: input.clientId, text: input.text }, asked(info));
  }

  @Auth()
  @Mutation(() => ConversationType, { description: '"Read up to message X": the read marker only moves forward, so a message arriving meanwhile stays unread. The viewer\'s other tabs get READ.' })
  async markConversationRead(
    @IdArg('conversationId') conversationId: number,
    @Arg('upToMessageId', () => ID) upToMessageId: string,
    @SignedIn() ctx: SignedInContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ConversationRow> {
    await chatService.markRead(ctx, conversationId, messageId(upToMessageId, 'upToMessageId'));
    return (await chatReads.conversation(ctx.deps.orm, ctx.viewerRow.id, asked(info), { id: conversationId }))!;
  }

  @Auth()
  @Mutation(() => MessageNotificationType, { description: 'Opens a message notification: its conversation is read up to that message.' })
  async markMessageNotificationRead(@Arg('id', () => ID) id: string, @SignedIn() ctx: SignedInContext, @Info() info: GraphQLResolveInfo): Promise<NotificationRow> {
    const mid = messageId(id);
    await chatService.markNotificationRead(ctx, mid);
    const page = await chatReads.notifications(ctx.deps.orm, ctx.viewerRow.id, asked(info), { first: 1, after: pageCursor.encode('msgnotify', mid + 1) });
    return page.edges[0].node;
  }

  @Auth()
  @Mutation(() => Int, { description: 'Every conversation read up to its newest message; answers how many messages that read.' })
  markAllMessageNotificationsRead(@SignedIn() ctx: SignedInContext): Promise<number> {
    return chatService.markAllRead(ctx);
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Deletes one's own message for both people (legacy Delete Chat); both get DELETED with their updated counts." })
  async deleteChatMessage(@Arg('id', () => ID) id: string, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    await chatService.deleteMessage(ctx, messageId(id));
    return true;
  }

  @Auth()
  @Mutation(() => ConversationType, { description: 'Delete All Chat: clears the conversation for the viewer only (the other person keeps theirs).' })
  async clearConversation(@IdArg('conversationId') conversationId: number, @SignedIn() ctx: SignedInContext, @Info() info: GraphQLResolveInfo): Promise<ConversationRow> {
    await chatService.clear(ctx, conversationId);
    return (await chatReads.conversation(ctx.deps.orm, ctx.viewerRow.id, asked(info), { id: conversationId }))!;
  }

  @Auth()
  @Mutation(() => Boolean, { description: "The typing indicator: the other person's tabs get TYPING (not stored; at most one each 2 s)." })
  chatTyping(@IdArg('conversationId') conversationId: number, @SignedIn() ctx: SignedInContext): Promise<boolean> {
    return chatService.typing(ctx, conversationId);
  }

  @Auth()
  @Subscription(() => ChatEventType, {
    description:
      "The signed-in person's chat events (legacy `newmsgnoti`, `add-message`), to every tab, once, in order: MESSAGE (sent or received), DELETED, READ, CLEARED, TYPING. `after`: the last event id seen (or `lastChatEventId`) — the missed ones come first; RESET: too much was missed, reload.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { after?: string | null }, Context>) => {
      const viewerId = viewerIdOf(context);
      // the person's stream (decision 057): its chat events after `after`, then live, typing included
      return logStream({
        pubsub: context.deps.pubsub,
        em: () => context.deps.orm.em.fork(),
        stream: userStream(viewerId),
        after: parseCursor(args.after),
        maxCatchUp: LIMITS.chatCatchUpMax,
        admit: (e) => (e.kind.startsWith('chat.') ? 'send' : 'skip'),
        ephemeral: true,
      });
    },
  })
  async chatEvents(@Root() event: Delivered, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo, @Arg('after', () => ID, { nullable: true }) _after?: string | null): Promise<EventView> {
    // the session's row, not its entity: making a User per delivered event set each of its
    // properties through MikroORM's accessors (~2 % of the app's CPU at 450 writes/s, 2026-11-29)
    const viewerId = viewerIdOf(ctx);
    const view = event.kind === 'RESET' ? null : await chatService.eventView(ctx.deps, viewerId, event, asked(info));
    // RESET (too much missed, or pruned): reload, then go on from its id
    return view ?? { id: event.seq, kind: ChatEventKind.RESET, conversationId: 0, messageId: null, message: null, conversation: null, unreadTotal: await chatReads.unreadTotal(ctx.deps.orm, viewerId) };
  }

  @FieldResolver(() => User)
  other(@Root() c: ConversationRow): ConversationRow['other'] {
    return c.other;
  }

  @Extensions({ maxFirst: LIMITS.chatMessagesPageMax })
  @FieldResolver(() => ChatMessageConnection, { description: 'Its messages as `chatMessages` answers them (newest first; `before` pages older). One statement of its own.' })
  async messages(
    @Root() c: ConversationRow,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, { nullable: true, defaultValue: LIMITS.chatMessagesPageSize }) first?: number,
    @Arg('before', () => String, { nullable: true }) before?: string | null,
  ) {
    const page = await chatReads.messages(ctx.deps.orm, viewerIdOf(ctx), c.id, asked(info).at('edges', 'node'), { first, before });
    return page ?? { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
  }
}

@Resolver(() => ChatMessageType)
export class ChatMessageResolver {
  @FieldResolver(() => User)
  sender(@Root() m: MessageRow): MessageRow['sender'] {
    return m.sender;
  }

  @FieldResolver(() => String)
  text(@Root() m: MessageRow): string {
    return m.html;
  }

  @FieldResolver(() => Boolean)
  mine(@Root() m: MessageRow, @Ctx() ctx: Context): boolean {
    return ctx.viewerRow?.id === m.senderId;
  }
}

@Resolver(() => MessageNotificationType)
export class MessageNotificationResolver {
  @FieldResolver(() => User)
  from(@Root() n: NotificationRow): NotificationRow['from'] {
    return n.from;
  }

  @FieldResolver(() => ID)
  messageId(@Root() n: NotificationRow): string {
    return String(n.id);
  }
}
