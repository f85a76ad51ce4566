import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Init } from './20261121000000-init.js';
import { Migration20261121010000AccountLifecycle } from './20261121010000-account-lifecycle.js';
import { Migration20261121020000Pools } from './20261121020000-pools.js';
import { Migration20261121030000Squads } from './20261121030000-squads.js';
import { Migration20261121040000Presence } from './20261121040000-presence.js';
import { Migration20261122000000Discussion } from './20261122000000-discussion.js';
import { Migration20261123030000EmailChangeSecurity } from './20261123030000-email-change-security.js';
import { Migration20261124000000Posts } from './20261124000000-posts.js';
import { Migration20261124010000PostEvents } from './20261124010000-post-events.js';
import { Migration20261124020000SmartTagsAndSearch } from './20261124020000-smart-tags-and-search.js';
import { Migration20261124030000TakeawaysResources } from './20261124030000-takeaways-resources.js';
import { Migration20261125000000Chat } from './20261125000000-chat.js';
import { Migration20261125010000GlobalSearch } from './20261125010000-global-search.js';
import { Migration20261125030000FeedReadMarkers } from './20261125030000-feed-read-markers.js';
import { Migration20261126000000Calls } from './20261126000000-calls.js';
import { Migration20261126010000Accountability } from './20261126010000-accountability.js';
import { Migration20261127000000EventLog } from './20261127000000-event-log.js';
import { Migration20261127020000SessionPinProof } from './20261127020000-session-pin-proof.js';
import { Migration20261127040000ChatOnTheEventLog } from './20261127040000-chat-on-the-event-log.js';
import { Migration20261127010000NotificationsPage } from './20261127010000-notifications-page.js';
import { Migration20261127000000CallRingTimeout } from './20261127000000-call-ring-timeout.js';

/** Every migration, in order, with static imports (STACK.md trap 3). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Init', class: Migration20261121000000Init },
  { name: 'Migration20261121010000AccountLifecycle', class: Migration20261121010000AccountLifecycle },
  { name: 'Migration20261121020000Pools', class: Migration20261121020000Pools },
  { name: 'Migration20261121030000Squads', class: Migration20261121030000Squads },
  { name: 'Migration20261121040000Presence', class: Migration20261121040000Presence },
  { name: 'Migration20261122000000Discussion', class: Migration20261122000000Discussion },
  { name: 'Migration20261123030000EmailChangeSecurity', class: Migration20261123030000EmailChangeSecurity },
  { name: 'Migration20261124000000Posts', class: Migration20261124000000Posts },
  { name: 'Migration20261124010000PostEvents', class: Migration20261124010000PostEvents },
  { name: 'Migration20261124020000SmartTagsAndSearch', class: Migration20261124020000SmartTagsAndSearch },
  { name: 'Migration20261124030000TakeawaysResources', class: Migration20261124030000TakeawaysResources },
  { name: 'Migration20261125000000Chat', class: Migration20261125000000Chat },
  { name: 'Migration20261125010000GlobalSearch', class: Migration20261125010000GlobalSearch },
  { name: 'Migration20261125030000FeedReadMarkers', class: Migration20261125030000FeedReadMarkers },
  { name: 'Migration20261126000000Calls', class: Migration20261126000000Calls },
  { name: 'Migration20261126010000Accountability', class: Migration20261126010000Accountability },
  { name: 'Migration20261127000000EventLog', class: Migration20261127000000EventLog },
  { name: 'Migration20261127010000NotificationsPage', class: Migration20261127010000NotificationsPage },
  { name: 'Migration20261127020000SessionPinProof', class: Migration20261127020000SessionPinProof },
  { name: 'Migration20261127040000ChatOnTheEventLog', class: Migration20261127040000ChatOnTheEventLog },
  { name: 'Migration20261127000000CallRingTimeout', class: Migration20261127000000CallRingTimeout },
];
