import { defineFeature } from '../../platform/feature.js';
import { CalendarFeed, CheckIn, FocusSession, ReminderSent, ReminderSetting, TopicVisit } from './accountability.entity.js';
import { createAccountabilityLoaders } from './accountability.loaders.js';
import { AccountabilityEventResolver, CheckInResolver, FocusResolver, ReminderResolver, TimelineCheckInsResolver, TopicAccountabilityResolver, UserAccountabilityResolver } from './accountability.resolver.js';
import { calendarRoutes } from './calendar.route.js';
import { registerAccountabilityJobs } from './reminders.js';
import { testClockRoutes } from './test-clock.route.js';

/** The accountability loop (issue 16, decision 044): check-ins, streaks, the shared focus timer, reminders, the calendar feed, the catch-up card. */
export const accountabilityFeature = defineFeature({
  name: 'accountability',
  entities: [CheckIn, FocusSession, ReminderSetting, ReminderSent, CalendarFeed, TopicVisit],
  resolvers: [TopicAccountabilityResolver, TimelineCheckInsResolver, CheckInResolver, FocusResolver, ReminderResolver, AccountabilityEventResolver, UserAccountabilityResolver],
  loaders: (em) => ({ accountability: createAccountabilityLoaders(em) }),
  jobs: registerAccountabilityJobs,
  routes: (router, deps) => {
    calendarRoutes(router, deps);
    testClockRoutes(router, deps);
  },
});

// the job queues it works, and their payloads (platform/jobs.ts, decision 069)
declare module '../../platform/jobs.js' {
  interface JobQueues {
    /** The accountability loop (decision 044): the reminder sweep (each minute) and a focus timer's phase switch. */
    'accountability.reminders': Record<string, never>;
    'accountability.focus-phase': { sessionId: number; at: number };
  }
}
