import { graphql } from '../../gql';

export const RegisterMutationDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      status
      user {
        ...ViewerFields
      }
    }
  }
`);
