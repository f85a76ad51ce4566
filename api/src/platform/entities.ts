import { EventStreamRow, LogConsumerRow, LogEventRow } from './event.entity.js';
import { RateLimit } from './rate-limit.entity.js';
import { Session } from './session.entity.js';

/**
 * The platform's own entities. The full list is `platformEntities` + every feature's
 * (`entities` in features.ts), passed to `createOrm` so tests, dev and the built server load the same set.
 */
export const platformEntities = [Session, RateLimit, LogEventRow, EventStreamRow, LogConsumerRow];
