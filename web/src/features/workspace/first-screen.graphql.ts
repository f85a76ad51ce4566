import { graphql } from '../../gql';

// The first screen's queries of this feature, in a module of their own: app/'s first-screen read
// (decision 083) sends them with the session check from the entry chunk, so they travel in it without
// the rest of the feature's documents.

/** The active topic's frame: title, squad (owner first), who is online and the viewer's place. */
export const WorkspaceTopicQueryDocument = graphql(`
  query WorkspaceTopic($id: ID!) {
    topic(id: $id) {
      id
      topic
      state
      currentDay
      durationDays
      startsAt
      timezone
      squadSize
      owner {
        id
      }
      members {
        ...WorkspacePerson
      }
      viewerStatus
      onlineMemberIds
      squadEventId
    }
  }
`);

/**
 * Home: my squads (owned or joined, not ended), 5 a page (written in the document: a card's faces
 * are a list inside the page, and a variable page size would be costed at its largest, decision 017);
 * `search` (2+ characters) narrows them.
 */
export const MyActivePoolsQueryDocument = graphql(`
  query MyActivePools($after: String, $search: String) {
    myActivePools(first: 5, after: $after, search: $search) {
      edges {
        cursor
        node {
          ...ActivePoolCard
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
