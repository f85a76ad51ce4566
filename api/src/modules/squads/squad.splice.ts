import { extendSplice, isoSql, SPLICE_VIEWER, spliceObject, type SpliceType } from '../../platform/splice.js';
import { enrolledSql } from '../topics/membership.js';

/*
 * The viewer's place in a topic's squad in the topic's spliced statement (decision 066), as
 * TopicSquadResolver answers it: `viewerStatus` and `viewerRequest` read the viewer's newest open
 * or accepted request for the topic (squad.loaders.ts `viewerRequestByTopic`); only a pending one
 * counts. The viewer is the session's (`q.viewer`); signed out, there is none.
 */
const V = SPLICE_VIEWER;

/** SQL: the viewer's newest PENDING or ACCEPTED request for the topics row `t` (at most one row, aliased `vr`). */
const newestRequest = (t: string) =>
  `(select * from topic_requests r where r.topic_id = ${t}.id and r.candidate_id = ${V} and r.status in ('PENDING', 'ACCEPTED') order by r.id desc limit 1) vr`;

const REQUEST: SpliceType = {
  name: 'TopicRequest',
  fields: {
    id: { leaf: (r) => `${r}.id::text` },
    kind: { leaf: (r) => `${r}.kind::text` },
    status: { leaf: (r) => `${r}.status::text` },
    createdAt: { leaf: (r) => isoSql(`${r}.created_at`) },
  },
};

extendSplice('Topic', 'viewerStatus', {
  leaf: (t) => `case when ${V} is null then 'VISITOR' when ${V} = ${t}.owner_id then 'OWNER' when ${enrolledSql(`${t}.id`, V)} then 'MEMBER'
    else coalesce((select case when vr.kind = 'JOIN' then 'REQUESTED' else 'INVITED' end from ${newestRequest(t)} where vr.status = 'PENDING'), 'NONE') end`,
});

extendSplice('Topic', 'viewerRequest', {
  object: (t, f) => {
    const json = spliceObject(REQUEST, f.selectionSet, 'vr');
    return json && `(select ${json} from ${newestRequest(t)} where vr.status = 'PENDING')`;
  },
});
