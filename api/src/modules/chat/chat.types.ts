import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionOf } from '../../platform/connection.js';
import { User } from '../users/user.entity.js';

/** A message as one person sees it (read rows from chat.reads.ts; resolvers in chat.resolver.ts). */
@ObjectType('ChatMessage', { description: 'A one-to-one chat message. Order by `id` (server-assigned, increasing), never by time.' })
export class ChatMessageType {
  @Field(() => ID, { description: 'Server-assigned, increasing (a bigint as a string).' })
  id!: string;

  @Field(() => String, { description: "The sender's own id for this message (idempotent send, optimistic matching)." })
  clientId!: string;

  @Field(() => ID)
  conversationId!: string;

  @Field(() => User)
  sender!: User;

  @Field(() => String, { description: 'Sanitised HTML: the typed text escaped, line breaks as <br>, addresses as links opening in a new tab.' })
  text!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Sent by the viewer.' })
  mine!: boolean;
}

@ObjectType('Conversation', { description: "One person's view of the one-to-one conversation with another person (one per pair)." })
export class ConversationType {
  @Field(() => ID, { description: 'Stable per pair.' })
  id!: string;

  @Field(() => User, { description: 'The other person.' })
  other!: User;

  @Field(() => ChatMessageType, { nullable: true, description: 'The newest message still visible to the viewer; null when cleared or empty.' })
  lastMessage!: ChatMessageType | null;

  @Field(() => Int, { description: "The other person's messages after the viewer's read marker (not deleted, not cleared)." })
  unreadCount!: number;

  @Field(() => Date, { description: 'Last activity (the newest message), for ordering the list.' })
  updatedAt!: Date;
}

@ObjectType()
export class ConversationConnection extends ConnectionOf('Conversation', () => ConversationType) {}

@ObjectType()
export class ChatMessageConnection extends ConnectionOf('ChatMessage', () => ChatMessageType) {}

export enum ChatEventKind {
  MESSAGE = 'MESSAGE',
  DELETED = 'DELETED',
  READ = 'READ',
  CLEARED = 'CLEARED',
  /** The other person is typing (not stored, not replayed; its id is "0"). */
  TYPING = 'TYPING',
  /** More was missed than a catch-up sends (or it was pruned): reload the lists, then go on from this id. */
  RESET = 'RESET',
}
registerEnumType(ChatEventKind, { name: 'ChatEventKind' });

@ObjectType('ChatEvent', { description: "A chat change as it reaches one person's tabs." })
export class ChatEventType {
  @Field(() => ID, { description: 'The event\'s own increasing id (for `chatEvents(after:)`); "0" for TYPING.' })
  id!: string;

  @Field(() => ChatEventKind)
  kind!: ChatEventKind;

  @Field(() => ID, { description: 'The conversation ("0" for RESET).' })
  conversationId!: string;

  @Field(() => ChatMessageType, { nullable: true, description: 'MESSAGE: the new message (null when deleted since).' })
  message!: ChatMessageType | null;

  @Field(() => ID, { nullable: true, description: "DELETED: the deleted message's id; READ and CLEARED: up to this id." })
  messageId!: string | null;

  @Field(() => ConversationType, { nullable: true, description: 'The conversation as the viewer now sees it (unreadCount, lastMessage); null only for RESET.' })
  conversation!: ConversationType | null;

  @Field(() => Int, { description: "The viewer's total unread messages (the header badge) after this event." })
  unreadTotal!: number;
}

@ObjectType('MessageNotification', { description: "An incoming message as the header's Messages panel lists it (legacy msgnotify). `id` is the message's id." })
export class MessageNotificationType {
  @Field(() => ID)
  id!: string;

  @Field(() => User)
  from!: User;

  @Field(() => String, { description: 'The message as typed (plain text).' })
  text!: string;

  @Field(() => Boolean, { description: "At or before the viewer's read marker of its conversation." })
  read!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ID)
  conversationId!: string;

  @Field(() => ID)
  messageId!: string;
}

@ObjectType()
export class MessageNotificationConnection extends ConnectionOf('MessageNotification', () => MessageNotificationType) {}

@InputType()
export class SendChatMessageInput {
  @Field(() => ID)
  toUserId!: string;

  @Field(() => String, { description: '1–64 of [A-Za-z0-9_-], unique per sender: a retry with the same id answers the stored message.' })
  clientId!: string;

  @Field(() => String, { description: '1–2000 characters after trimming; text only (links are made clickable).' })
  text!: string;
}
