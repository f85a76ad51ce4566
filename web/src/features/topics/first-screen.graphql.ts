import { graphql } from '../../gql';

// The first screen's queries of this feature, in a module of their own: app/'s first-screen read
// (decision 083) sends them with the session check from the entry chunk, so they travel in it without
// the rest of the feature's documents.

/** The active topic's Timeline tab: the days with the squad's takeaways under each (one request). */
export const TimelineTabQueryDocument = graphql(`
  query TimelineTab($topicId: ID!) {
    timeline(topicId: $topicId) {
      id
      day
      date
      title
      description
      viewerCanEdit
      author {
        id
        username
      }
      takeaways {
        ...TakeawayFields
      }
    }
  }
`);
