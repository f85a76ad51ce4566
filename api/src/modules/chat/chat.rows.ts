import { LIMITS, MSG } from '@poolmates/schema';
import type { LegacyChatMessageFragment, LegacyMessageNotificationFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj, optId } from '../../rest/body.js';
import { LegacyInputError } from '../../rest/envelope.js';
import { relativeTime, toLegacyUser } from '../../rest/legacy-format.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

graphql(`fragment LegacyChatMessage on ChatMessage { id conversationId text createdAt sender { id } }`);
graphql(`fragment LegacyMessageNotification on MessageNotification { id text read createdAt conversationId from { ...LegacyUser } }`);

/** A message in the spec's names (active-topic.md §3 "Chat"): `messageid` is its conversation, `msgtxtid` the message. */
const toLegacyMessage = (m: LegacyChatMessageFragment) => ({
  messageid: Number(m.conversationId),
  msgtxtid: Number(m.id),
  userid: Number(m.sender.id),
  text: m.text,
  currentTime: relativeTime(m.createdAt),
});

/**
 * A message notification in the spec's names (active-topic.md §3): `msgnotifyfrom.PAYLOAD` is the
 * sender's user details — another person's email and mobile are private, so they are '' here.
 */
export const toLegacyMessageNotification = (n: LegacyMessageNotificationFragment) => {
  const from = toLegacyUser(n.from);
  return {
    msgnotify_id: Number(n.id),
    msgnotifyfrom: { PAYLOAD: { firstname: from.firstname, lastname: from.lastname, mobile: from.mobile, profile_image: from.profile_image, useremail: from.useremail, userid: from.userid, username: from.username } },
    msgtext: n.text,
    msgnotifycheck: n.read ? 1 : 0,
    messageid: Number(n.conversationId),
    notification_at: n.createdAt,
  };
};

/** `/updateuserallnoti`'s `notiobj` names the bell notifications (their list's and update's keys): decision 036. */
const BELL_KEYS = ['notifyto', 'notify_id', 'notifiiyread'];
const isBell = (body: unknown): boolean => {
  const o = (body as { notiobj?: unknown } | null)?.notiobj;
  if (o === null || typeof o !== 'object') return false;
  const r = o as Record<string, unknown>;
  return BELL_KEYS.some((k) => k in r) || (typeof r.type === 'string' && ['notify', 'notification', 'bell'].includes(r.type.toLowerCase()));
};

const ReadAllBell = graphql(`mutation LegacyReadAllBell { n: markAllNotificationsRead }`);
const ReadAllMessages = graphql(`mutation LegacyReadAllMessages { n: markAllMessageNotificationsRead }`);

/**
 * active-topic.md §7 "Chat" and the message-notification calls. Who sends, reads and deletes is the
 * session: a body's `userid`/`fromuserid` decides nothing (in /getuserchat a `userid` other than the
 * viewer's own names the other person of the conversation to open). Sending has no REST path: the
 * legacy client emitted `newmsg`/`rplymsg` on its socket, which is `sendChatMessage` (decision 021).
 */
export const chatRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/getmessage',
    document: graphql(`
      query LegacyChatList($first: Int, $offset: Int) {
        me { id ...LegacyUser }
        conversations(first: $first, offset: $offset) {
          edges { node { id unreadCount updatedAt other { ...LegacyUser } lastMessage { ...LegacyChatMessage } } }
          pageInfo { hasNextPage }
        }
      }
    `),
    input: (b) => legacyPaging(b.messageObj === undefined || b.messageObj === null || typeof b.messageObj !== 'object' ? {} : obj(b.messageObj, 'messageObj'), { defaultLimit: LIMITS.chatConversationsPageMax }),
    payload: ({ me, conversations }) =>
      conversations.edges.map(({ node: c }) => {
        const mine = toLegacyUser(me!);
        const other = toLegacyUser(c.other);
        // from → to: the last message's direction
        const fromMe = !c.lastMessage || c.lastMessage.sender.id === me!.id;
        return {
          fromuserid: fromMe ? mine.userid : other.userid,
          touserid: fromMe ? other.userid : mine.userid,
          messageid: Number(c.id),
          msgtxtid: c.lastMessage ? Number(c.lastMessage.id) : null,
          msgtext: c.lastMessage?.text ?? '',
          unreadcount: c.unreadCount,
          currentTime: relativeTime(c.updatedAt),
          userdetailsfrom: fromMe ? mine : other,
          userdetailsto: fromMe ? other : mine,
        };
      }),
  }),
  defineRow({
    method: 'post',
    path: '/getuserchat',
    document: graphql(`
      query LegacyChat($id: ID, $w: ID, $first: Int, $before: String) {
        conversation(id: $id, withUserId: $w) { id messages(first: $first, before: $before) { edges { node { ...LegacyChatMessage } } pageInfo { hasNextPage endCursor } } }
      }
    `),
    input: (b) => {
      const o = obj(b.msgchatobj, 'msgchatobj');
      const conv = optId(o, 'messageid');
      const other = optId(o, 'userid', 'touserid');
      if (conv === null && other === null) throw new LegacyInputError('messageid is required.');
      // page/limit: page 2 is the `limit` messages before page 1's, and so on
      const { first, offset } = legacyPaging(o, { defaultLimit: LIMITS.chatMessagesPageSize });
      return conv !== null ? { id: conv, first: Math.min(first + offset, LIMITS.chatMessagesPageMax), skip: offset } : { w: other!, first: Math.min(first + offset, LIMITS.chatMessagesPageMax), skip: offset };
    },
    variables: (i) => ('id' in i ? { id: i.id, first: i.first } : { w: i.w, first: i.first }),
    payload: ({ conversation }, input) => {
      // none yet (or `userid` was the viewer's own id: legacy clients send it everywhere): no messages
      if (!conversation) return [];
      const nodes = conversation.messages.edges.map((e) => e.node).slice(input.skip);
      return nodes.toReversed().map(toLegacyMessage); // oldest first, as a conversation reads
    },
  }),
  defineRow({
    method: 'post',
    path: '/deluserchat',
    document: graphql(`mutation LegacyDeleteChat($id: ID!) { deleteChatMessage(id: $id) }`),
    // "Delete chat is only sent when an id is present" (active-topic.md §5)
    input: (b) => ({ id: id(b, 'delid') }),
    payload: (_d, { id: delid }) => ({ delid: Number(delid) }),
    message: MSG.chatMessageDeleted,
  }),
  defineRow({
    method: 'post',
    path: '/delalluserchat',
    document: graphql(`mutation LegacyClearChat($c: ID!) { clearConversation(conversationId: $c) { id } }`),
    // `delmsgid` is the conversation (the chat list's `messageid`); `userid` decides nothing: the viewer's copy is cleared
    input: (b) => ({ c: id(obj(b.msgobj, 'msgobj'), 'delmsgid') }),
    payload: (d) => ({ delmsgid: Number(d.clearConversation.id) }),
    message: MSG.chatCleared,
  }),
  defineRow({
    method: 'post',
    path: '/getusrmsgnotification',
    document: graphql(`
      query LegacyMessageNotifications($first: Int, $offset: Int) {
        messageNotifications(first: $first, offset: $offset) { edges { node { ...LegacyMessageNotification } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => legacyPaging(b.obj === undefined ? {} : obj(b.obj, 'obj'), { defaultLimit: LIMITS.chatNotificationsPageSize }),
    payload: (d, page) => legacyList(d.messageNotifications, page, toLegacyMessageNotification),
  }),
  defineRow({
    method: 'post',
    path: '/updateusermsgnotifications',
    document: graphql(`mutation LegacyReadMessageNotification($id: ID!) { markMessageNotificationRead(id: $id) { id } }`),
    input: (b) => ({ id: id(b, 'msgnotify_id') }),
    payload: () => 1,
  }),
  defineRow({
    method: 'post',
    path: '/updateuserallnoti',
    // listed with the message-notification calls (active-topic.md §7): it marks every message
    // notification read; a `notiobj` naming the bell's keys marks the bell notifications instead
    document: (req) => (isBell(req.body) ? ReadAllBell : ReadAllMessages),
    payload: (d) => d.n,
  }),
];
