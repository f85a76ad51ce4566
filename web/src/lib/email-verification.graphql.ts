import { graphql } from '../gql';

/** The 'Verify Email Id' dialog (onboarding and Settings → Email). */
export const SendVerificationEmailMutationDocument = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail {
      verifyId
      email
      resendAvailableAt
      message
    }
  }
`);

export const ChangeEmailMutationDocument = graphql(`
  mutation ChangeEmail($email: String!, $currentPassword: String!) {
    changeEmail(email: $email, currentPassword: $currentPassword) {
      verifyId
      email
      resendAvailableAt
      message
    }
  }
`);

export const VerifyEmailMutationDocument = graphql(`
  mutation VerifyEmail($verifyId: ID!, $code: String!) {
    verifyEmail(verifyId: $verifyId, code: $code) {
      ...ViewerFields
    }
  }
`);

/** A first address added right after sign-up (onboarding): the session entered its password minutes ago (decision 020). */
export const ChangeEmailWithRecentSignInMutationDocument = graphql(`
  mutation ChangeEmailWithRecentSignIn($email: String!) {
    changeEmailWithRecentSignIn(email: $email) {
      verifyId
      email
      resendAvailableAt
      message
    }
  }
`);
