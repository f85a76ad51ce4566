import type { NotificationFieldsFragment } from '../../gql/graphql';
import { paths } from '../../lib/paths';

/**
 * Where a notification leads, shared by the bell and the notifications page (active-topic.md §2
 * "Opening by type", decision 058). The bell opens a REQUEST as the Topic Request dialog instead;
 * the page, which has no dialog, goes to the Requests page.
 */

/**
 * A COMMENTED/REPLIED notification opens the topic with that comment first (and the reply
 * highlighted); without a comment id it goes to / (pools-and-squads.md §2 notifydetails, §8).
 */
export function commentPath(n: NotificationFieldsFragment): string {
  if (!n.commentId || !n.topic) return '/';
  const query = new URLSearchParams({ comment: n.commentId });
  if (n.type === 'REPLIED' && n.replyId) query.set('reply', n.replyId);
  return paths.notifyDetails(n.topic.id, query);
}

/** The page a notification opens, or null when what it was about is gone. */
export function notificationPath(n: NotificationFieldsFragment): string | null {
  switch (n.type) {
    case 'REQUEST':
      return '/homepage/request';
    case 'COMMENTED':
    case 'REPLIED':
      return commentPath(n);
    // Postreply: the post preview (active-topic.md §2); without its post, / (§8)
    case 'POSTREPLY':
      return n.postId && n.topic ? paths.postPreview(n.topic.id, n.postId) : '/';
    // Missedcall: the topic's call start (active-topic.md §2)
    case 'MISSEDCALL':
      return n.topic ? paths.call(n.topic.id) : null;
    // the accountability reminders open the topic's workspace
    case 'CHECKIN_REMINDER':
    case 'MISSED_DAY':
      return n.topic ? paths.workspace(n.topic.id) : null;
    // a squad mate posted while the viewer was away (decision 062): the squad's feed
    case 'POSTED_WHILE_AWAY':
      return n.topic ? paths.workspace(n.topic.id) : null;
    // someone followed the viewer: their profile
    case 'FOLLOWED':
      return n.actor ? paths.account(n.actor.id) : null;
    default:
      return n.topic ? paths.poolDetails(n.topic.id) : null;
  }
}
