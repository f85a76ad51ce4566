import { graphql } from '../../gql';

// The first screen's queries of this feature, in a module of their own: app/'s first-screen read
// (decision 083) sends them with the session check from the entry chunk, so they travel in it without
// the rest of the feature's documents.

/**
 * The active topic's accountability frame: which day it is (the server's), the streaks, and today's
 * check-ins of the squad (the header, the feed card, the team row and the Timeline read it).
 */
export const AccountabilityTodayQueryDocument = graphql(`
  query AccountabilityToday($topicId: ID!) {
    topic(id: $topicId) {
      id
      memberCount
      today {
        ...TopicDayFields
      }
      myStreak {
        ...StreakFields
      }
      squadStreak {
        ...StreakFields
      }
      checkIns {
        ...CheckInFields
      }
    }
  }
`);

/** Every day's check-ins under the Timeline (one statement on the server for the whole timeline). */
export const TimelineCheckInsQueryDocument = graphql(`
  query TimelineCheckIns($topicId: ID!) {
    timeline(topicId: $topicId) {
      id
      day
      checkIns {
        ...CheckInFields
      }
    }
  }
`);
