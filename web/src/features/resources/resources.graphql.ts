import { graphql } from '../../gql';

export const ResourceFieldsFragment = graphql(`
  fragment ResourceFields on Resource {
    id
    url
    name
    viewerCanEdit
    viewerCanDelete
    addedBy {
      id
      username
    }
  }
`);

/** The Assets list: newest first, 5 a page (active-topic.md §9), more on the last-item trigger. */
export const TopicResourcesQueryDocument = graphql(`
  query TopicResources($topicId: ID!, $first: Int, $after: String) {
    topicResources(topicId: $topicId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ResourceFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AddResourceMutationDocument = graphql(`
  mutation AddResource($topicId: ID!, $url: String!, $name: String!, $clientId: String) {
    addResource(topicId: $topicId, url: $url, name: $name, clientId: $clientId) {
      ...ResourceFields
    }
  }
`);

export const UpdateResourceMutationDocument = graphql(`
  mutation UpdateResource($id: ID!, $url: String!, $name: String!) {
    updateResource(id: $id, url: $url, name: $name) {
      ...ResourceFields
    }
  }
`);

export const DeleteResourceMutationDocument = graphql(`
  mutation DeleteResource($id: ID!) {
    deleteResource(id: $id)
  }
`);
