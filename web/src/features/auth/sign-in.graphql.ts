import { graphql } from '../../gql';

export const SignInMutationDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
      user {
        ...ViewerFields
      }
    }
  }
`);
