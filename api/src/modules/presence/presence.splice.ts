import { extendSplice, SPLICE_NOW, SPLICE_VIEWER } from '../../platform/splice.js';
import { inSquadSql, squadIdTextsSql } from '../topics/membership.js';
import { FRESH_MS } from './presence.service.js';

/*
 * `Topic.onlineMemberIds` in the topic's spliced statement (decision 066), as PresenceResolver
 * answers it: the squad's ids (owner first, joining order) with a connection seen within FRESH_MS
 * of now (`onlineAmong`); empty for anyone not in the squad (signed out included).
 */
extendSplice('Topic', 'onlineMemberIds', {
  leaf: (t) =>
    `case when ${inSquadSql(t, SPLICE_VIEWER)} then ${squadIdTextsSql(
      t,
      (u) => `exists (select 1 from presence_connections pc where pc.user_id = ${u} and pc.seen_at > ${SPLICE_NOW} - interval '${Number(FRESH_MS)} milliseconds')`,
    )} else '[]'::json end`,
});
