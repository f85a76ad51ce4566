import { graphql } from '../../gql/index.js';
import { id, obj, optId, str } from '../../rest/body.js';
import { defineRow, type RestRow } from '../../rest/row.js';

/**
 * active-topic.md §7 "Takeaway": `/usertakeaway {takeawayobj}` with the §3 takeaway (topicid, userid,
 * takeaway). Who writes is the session (`userid` is ignored). Without a day (`timelineId`, which the
 * spec does not send) it goes to the topic's current timeline day. PAYLOAD the takeaway as stored.
 */
export const takeawayRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/usertakeaway',
    document: graphql(`
      mutation LegacyAddTakeaway($t: ID!, $text: String!, $day: ID) {
        addTakeaway(topicId: $t, text: $text, timelineEntryId: $day) { id text topicId timelineEntryId author { id } }
      }
    `),
    input: (b) => {
      const o = obj(b.takeawayobj, 'takeawayobj');
      return { t: id(o, 'topicid', 'topicId'), text: str(o, 'takeaway'), day: optId(o, 'timelineId', 'timelineid') };
    },
    payload: ({ addTakeaway: a }) => ({
      takeawayid: Number(a.id),
      topicid: Number(a.topicId),
      userid: Number(a.author.id),
      timelineId: Number(a.timelineEntryId),
      takeaway: a.text,
    }),
  }),
];
