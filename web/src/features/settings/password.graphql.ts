import { graphql } from '../../gql';

/** Settings → Change password (on blur) and Deactivate (before the confirm step). */
export const CheckPasswordQueryDocument = graphql(`
  query CheckPassword($password: String!) {
    checkPassword(password: $password)
  }
`);

export const ChangePasswordMutationDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      message
    }
  }
`);
