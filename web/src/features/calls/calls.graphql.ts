import { graphql } from '../../gql';

export const CallPersonFragment = graphql(`
  fragment CallPerson on User {
    id
    username
    firstName
    lastName
    profileImageUrl
  }
`);

export const CallParticipantFieldsFragment = graphql(`
  fragment CallParticipantFields on CallParticipant {
    sessionId
    audio
    video
    hand
    screen
    joinedAt
    user {
      ...CallPerson
    }
  }
`);

export const CallFieldsFragment = graphql(`
  fragment CallFields on Call {
    id
    topicId
    running
    startedAt
    viewerIsStarter
    topic {
      id
      topic
    }
    startedBy {
      ...CallPerson
    }
    participants {
      ...CallParticipantFields
    }
  }
`);

/** The group-call-running check: Start Call or Join Call. */
export const ActiveCallQueryDocument = graphql(`
  query ActiveCall($topicId: ID!) {
    activeCall(topicId: $topicId) {
      ...CallFields
    }
  }
`);

/** Where the call's stream starts: the squad stream's head, read before the call (decision 068). Null for non-members. */
export const CallEventsStartQueryDocument = graphql(`
  query CallEventsStart($topicId: ID!) {
    topic(id: $topicId) {
      id
      squadEventId
    }
  }
`);

export const CallEventsSubscriptionDocument = graphql(`
  subscription CallEvents($topicId: ID!, $after: ID) {
    callEvents(topicId: $topicId, after: $after) {
      id
      kind
      callId
      topicId
      leftReason
      call {
        ...CallFields
      }
      participant {
        ...CallParticipantFields
      }
      message {
        ...CallChatMessageFields
      }
      user {
        ...CallPerson
      }
    }
  }
`);

export const CallChatMessageFieldsFragment = graphql(`
  fragment CallChatMessageFields on CallChatMessage {
    id
    callId
    text
    createdAt
    clientId
    author {
      ...CallPerson
    }
  }
`);

export const CallSignalsSubscriptionDocument = graphql(`
  subscription CallSignals($callId: ID!, $sessionId: ID!) {
    callSignals(callId: $callId, sessionId: $sessionId) {
      fromSessionId
      toSessionId
      seq
      payload
    }
  }
`);

/** The calls ringing for the viewer now: the popup's catch-up after a load or a dropped socket (decision 064). */
export const RingingCallsQueryDocument = graphql(`
  query RingingCalls {
    ringingCalls {
      id
      kind
      call {
        id
        topicId
        running
        startedAt
        topic {
          id
          topic
        }
      }
      caller {
        ...CallPerson
      }
    }
  }
`);

/** Where the popup's stream starts: the viewer's person stream head, read before \`ringingCalls\` (decision 068). */
export const IncomingCallStartQueryDocument = graphql(`
  query IncomingCallStart {
    incomingCallEventId
  }
`);

export const IncomingCallsSubscriptionDocument = graphql(`
  subscription IncomingCalls($after: ID) {
    incomingCalls(after: $after) {
      id
      kind
      call {
        id
        topicId
        running
        topic {
          id
          topic
        }
      }
      caller {
        ...CallPerson
      }
    }
  }
`);


export const StartCallMutationDocument = graphql(`
  mutation StartCall($topicId: ID!, $sessionId: ID!) {
    startCall(topicId: $topicId, sessionId: $sessionId) {
      sessionId
      iceServers {
        urls
        username
        credential
      }
      call {
        ...CallFields
      }
    }
  }
`);

export const JoinCallMutationDocument = graphql(`
  mutation JoinCall($callId: ID!, $sessionId: ID!) {
    joinCall(callId: $callId, sessionId: $sessionId) {
      sessionId
      iceServers {
        urls
        username
        credential
      }
      call {
        ...CallFields
      }
    }
  }
`);

export const LeaveCallMutationDocument = graphql(`
  mutation LeaveCall($callId: ID!, $sessionId: ID!) {
    leaveCall(callId: $callId, sessionId: $sessionId)
  }
`);

export const StopCallMutationDocument = graphql(`
  mutation StopCall($callId: ID!) {
    stopCall(callId: $callId)
  }
`);

export const DeclineCallMutationDocument = graphql(`
  mutation DeclineCall($callId: ID!) {
    declineCall(callId: $callId)
  }
`);

export const SetCallMediaMutationDocument = graphql(`
  mutation SetCallMedia($callId: ID!, $sessionId: ID!, $audio: Boolean, $video: Boolean, $hand: Boolean, $screen: Boolean) {
    setCallMedia(callId: $callId, sessionId: $sessionId, audio: $audio, video: $video, hand: $hand, screen: $screen) {
      ...CallParticipantFields
    }
  }
`);

export const SendCallSignalsMutationDocument = graphql(`
  mutation SendCallSignals($callId: ID!, $fromSessionId: ID!, $signals: [CallSignalInput!]!) {
    sendCallSignals(callId: $callId, fromSessionId: $fromSessionId, signals: $signals)
  }
`);

export const CallChatMessagesQueryDocument = graphql(`
  query CallChatMessages($callId: ID!) {
    callChatMessages(callId: $callId, first: 100) {
      ...CallChatMessageFields
    }
  }
`);

export const SendCallChatMessageMutationDocument = graphql(`
  mutation SendCallChatMessage($callId: ID!, $text: String!, $clientId: String!) {
    sendCallChatMessage(callId: $callId, text: $text, clientId: $clientId) {
      ...CallChatMessageFields
    }
  }
`);
