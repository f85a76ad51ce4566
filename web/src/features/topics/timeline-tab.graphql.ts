import { graphql } from '../../gql';

export const TakeawayFieldsFragment = graphql(`
  fragment TakeawayFields on Takeaway {
    id
    text
    updatedAt
    viewerCanEdit
    viewerCanDelete
    author {
      id
      username
      profileImageUrl
    }
  }
`);

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

export const AddTakeawayMutationDocument = graphql(`
  mutation AddTakeaway($topicId: ID!, $timelineEntryId: ID, $text: String!) {
    addTakeaway(topicId: $topicId, timelineEntryId: $timelineEntryId, text: $text) {
      ...TakeawayFields
    }
  }
`);

export const UpdateTakeawayMutationDocument = graphql(`
  mutation UpdateTakeaway($id: ID!, $text: String!) {
    updateTakeaway(id: $id, text: $text) {
      ...TakeawayFields
    }
  }
`);

export const DeleteTakeawayMutationDocument = graphql(`
  mutation DeleteTakeaway($id: ID!) {
    deleteTakeaway(id: $id)
  }
`);
