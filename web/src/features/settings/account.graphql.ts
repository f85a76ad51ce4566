import { graphql } from '../../gql';

export const SettingsUsernameAvailableQueryDocument = graphql(`
  query SettingsUsernameAvailable($username: String!) {
    usernameAvailable(username: $username)
  }
`);

export const SettingsEmailAvailableQueryDocument = graphql(`
  query SettingsEmailAvailable($email: String!) {
    emailAvailable(email: $email)
  }
`);

export const UpdateUsernameMutationDocument = graphql(`
  mutation UpdateUsername($username: String!) {
    updateProfile(input: { username: $username }) {
      ...ViewerFields
    }
  }
`);

/** After onboarding the password is required ('Invalid Password'). */
export const SettingsSecurityCodeQueryDocument = graphql(`
  query SettingsSecurityCode($password: String!) {
    securityCode(password: $password) {
      userId
      code
      pdfUrl
    }
  }
`);

export const DeactivateAccountMutationDocument = graphql(`
  mutation DeactivateAccount($password: String!) {
    deactivateAccount(password: $password) {
      ok
      message
    }
  }
`);

/** Settings → Mobile: add or change the number (sign-up's checks, after the current password). */
export const ChangeMobileMutationDocument = graphql(`
  mutation ChangeMobile($mobile: String!, $currentPassword: String!) {
    changeMobile(mobile: $mobile, currentPassword: $currentPassword) {
      ...ViewerFields
    }
  }
`);
