import { LIMITS } from '@poolmates/schema';
import { defineFeature } from '../../platform/feature.js';
import { squadRows } from './squads.rows.js';
import { PeopleResolver } from './people.js';
import { SquadReport } from './squad-report.entity.js';
import { createSquadLoaders } from './squad.loaders.js';
import { SquadEventsResolver, TopicSquadEventsResolver } from './squad-events.resolver.js';
import { SquadResolver, TopicSquadResolver } from './squad.resolver.js';
import { registerStartAlertJobs } from './start-alert.js';
import { TopicRequest } from './topic-request.entity.js';
// the topic page's spliced statement writes the viewer's place in the squad (decision 066)
import './squad.splice.js';
import { RequestNotificationFields } from './request.notification.js';

/** Requests, invitations, squad management, people search and the topic-start alert. */
export const squadsFeature = defineFeature({
  name: 'squads',
  entities: [TopicRequest, SquadReport],
  resolvers: [SquadResolver, TopicSquadResolver, PeopleResolver, SquadEventsResolver, TopicSquadEventsResolver, RequestNotificationFields],
  loaders: (em, viewerId) => ({ squads: createSquadLoaders(em, viewerId) }),
  rows: squadRows,
  /** Join requests and invitations: each notifies the owner or the invited person. */
  writeLimits: { squadRequest: { perMinute: LIMITS.squadRequestsPerMinute } },
  jobs: registerStartAlertJobs,
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    /** A topic's start: its squad is told (sent by topics when a start time is set). */
    'topic.start-alert': { topicId: number };
  }
}
