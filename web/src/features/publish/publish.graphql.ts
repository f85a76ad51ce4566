import { graphql } from '../../gql';

/** One request creates the topic, its timeline and its image (multipart when `image` is a File). */
export const PublishTopicMutationDocument = graphql(`
  mutation PublishTopic($input: PublishTopicInput!, $image: Upload) {
    publishTopic(input: $input, image: $image) {
      id
      topic
    }
  }
`);
