import { graphql } from '../../gql';

export const UsernameAvailableQueryDocument = graphql(`
  query UsernameAvailable($username: String!) {
    usernameAvailable(username: $username)
  }
`);

export const EmailAvailableQueryDocument = graphql(`
  query EmailAvailable($email: String!) {
    emailAvailable(email: $email)
  }
`);

export const MobileAvailableQueryDocument = graphql(`
  query MobileAvailable($mobile: String!) {
    mobileAvailable(mobile: $mobile)
  }
`);
