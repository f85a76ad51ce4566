import { graphql } from '../../gql';
export { AccountabilityTodayQueryDocument, TimelineCheckInsQueryDocument } from './first-screen.graphql';

export const CheckInFieldsFragment = graphql(`
  fragment CheckInFields on CheckIn {
    id
    topicId
    day
    date
    goal
    recapStatus
    recapNote
    freeze
    updatedAt
    user {
      id
      username
      firstName
      lastName
      profileImageUrl
    }
  }
`);

export const TopicDayFieldsFragment = graphql(`
  fragment TopicDayFields on TopicDay {
    day
    totalDays
    date
    state
    startsAt
    serverNow
  }
`);

export const StreakFieldsFragment = graphql(`
  fragment StreakFields on Streak {
    current
    best
    freezeAvailableThisWeek
    includesToday
    firstDay
  }
`);

export const FocusSessionFieldsFragment = graphql(`
  fragment FocusSessionFields on FocusSession {
    id
    topicId
    focusMinutes
    breakMinutes
    phase
    phaseEndsAt
    round
    serverNow
    startedAt
    startedBy {
      id
      username
      firstName
      lastName
    }
  }
`);

/** One past day's check-ins (the Streaks dialog's yesterday). */
export const DayCheckInsQueryDocument = graphql(`
  query DayCheckIns($topicId: ID!, $day: Int!) {
    topic(id: $topicId) {
      id
      checkIns(day: $day) {
        ...CheckInFields
      }
    }
  }
`);

export const SetCheckInGoalMutationDocument = graphql(`
  mutation SetCheckInGoal($topicId: ID!, $goal: String!) {
    setCheckInGoal(topicId: $topicId, goal: $goal) {
      ...CheckInFields
    }
  }
`);

export const RecapCheckInMutationDocument = graphql(`
  mutation RecapCheckIn($topicId: ID!, $status: RecapStatus!, $note: String) {
    recapCheckIn(topicId: $topicId, status: $status, note: $note) {
      ...CheckInFields
    }
  }
`);

export const UseStreakFreezeMutationDocument = graphql(`
  mutation UseStreakFreeze($topicId: ID!, $day: Int!) {
    useStreakFreeze(topicId: $topicId, day: $day) {
      ...CheckInFields
    }
  }
`);

/** The running focus session, or null. */
export const FocusSessionQueryDocument = graphql(`
  query FocusSession($topicId: ID!) {
    topic(id: $topicId) {
      id
      focusSession {
        ...FocusSessionFields
      }
    }
  }
`);

export const StartFocusSessionMutationDocument = graphql(`
  mutation StartFocusSession($topicId: ID!, $focusMinutes: Int, $breakMinutes: Int) {
    startFocusSession(topicId: $topicId, focusMinutes: $focusMinutes, breakMinutes: $breakMinutes) {
      ...FocusSessionFields
    }
  }
`);

export const StopFocusSessionMutationDocument = graphql(`
  mutation StopFocusSession($topicId: ID!) {
    stopFocusSession(topicId: $topicId)
  }
`);

/** The squad's live accountability events: check-ins, recaps, freezes and the focus timer. */
export const AccountabilityEventsSubscriptionDocument = graphql(`
  subscription AccountabilityEvents($topicId: ID!) {
    accountabilityEvents(topicId: $topicId) {
      kind
      topicId
      checkIn {
        ...CheckInFields
      }
      focusSession {
        ...FocusSessionFields
      }
    }
  }
`);

export const ReminderSettingsFieldsFragment = graphql(`
  fragment ReminderSettingsFields on ReminderSettings {
    checkInReminder
    checkInTime
    missedDayReminder
    email
    timeZone
  }
`);

/** The viewer's reminders for one topic and their calendar feed's URL. */
export const RemindersQueryDocument = graphql(`
  query Reminders($topicId: ID!) {
    topic(id: $topicId) {
      id
      calendarUrl
      reminderSettings {
        ...ReminderSettingsFields
      }
    }
  }
`);

export const SetReminderSettingsMutationDocument = graphql(`
  mutation SetReminderSettings($topicId: ID!, $input: ReminderSettingsInput!) {
    setReminderSettings(topicId: $topicId, input: $input) {
      ...ReminderSettingsFields
    }
  }
`);

export const CreateCalendarUrlMutationDocument = graphql(`
  mutation CreateCalendarUrl($topicId: ID!) {
    createCalendarUrl(topicId: $topicId)
  }
`);

export const RevokeCalendarUrlMutationDocument = graphql(`
  mutation RevokeCalendarUrl($topicId: ID!) {
    revokeCalendarUrl(topicId: $topicId)
  }
`);

/** What happened since my last visit (read only: it does not move the marker). */
export const CatchUpQueryDocument = graphql(`
  query CatchUp($topicId: ID!) {
    topic(id: $topicId) {
      id
      catchUp {
        day {
          ...TopicDayFields
        }
        since
        newPosts
        newTakeaways
        newResources
        unreadComments
        latestPosts {
          id
          text
          author {
            id
            username
          }
        }
        latestTakeaways {
          id
          text
          author {
            id
            username
          }
        }
        nextCall
        checkedInToday {
          id
        }
      }
    }
  }
`);

export const MarkTopicVisitedMutationDocument = graphql(`
  mutation MarkTopicVisited($topicId: ID!, $upTo: DateTimeISO) {
    markTopicVisited(topicId: $topicId, upTo: $upTo)
  }
`);

/** A person's streaks on their profile (topics the viewer may see). */
export const UserStreaksQueryDocument = graphql(`
  query UserStreaks($userId: ID!) {
    user(id: $userId) {
      id
      streaks {
        current
        squadCurrent
        topic {
          id
          topic
        }
      }
    }
  }
`);
