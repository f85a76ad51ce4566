import { graphql } from '../../gql';

/** Forgot password, in the five steps of accounts.md §2. */
export const FindAccountForRecoveryMutationDocument = graphql(`
  mutation FindAccountForRecovery($who: RecoveryIdentity!) {
    findAccountForRecovery(who: $who) {
      maskedEmail
      canUseEmail
    }
  }
`);

export const SendPasswordResetCodeMutationDocument = graphql(`
  mutation SendPasswordResetCode($who: RecoveryIdentity!) {
    sendPasswordResetCode(who: $who) {
      verifyId
      email
      resendAvailableAt
      message
    }
  }
`);

export const VerifyPasswordResetCodeMutationDocument = graphql(`
  mutation VerifyPasswordResetCode($verifyId: ID!, $code: String!) {
    verifyPasswordResetCode(verifyId: $verifyId, code: $code) {
      resetToken
    }
  }
`);

export const VerifyRecoveryCodeMutationDocument = graphql(`
  mutation VerifyRecoveryCode($who: RecoveryIdentity!, $code: String!) {
    verifyRecoveryCode(who: $who, code: $code) {
      resetToken
    }
  }
`);

export const ResetPasswordMutationDocument = graphql(`
  mutation ResetPassword($resetToken: String!, $password: String!, $confirmPassword: String!) {
    resetPassword(resetToken: $resetToken, password: $password, confirmPassword: $confirmPassword) {
      message
      newSecurityCode
      status
      user {
        ...ViewerFields
      }
    }
  }
`);
