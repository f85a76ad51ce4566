import { graphql } from '../../gql';
export { TimelineTabQueryDocument } from './first-screen.graphql';

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
