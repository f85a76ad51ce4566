import { graphql } from '../gql';

/** Everything the client keeps about the signed-in user; shared by `me` and the auth mutations. */
export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on User {
    id
    username
    firstName
    lastName
    gender
    bio
    location
    timezone
    stereotype
    profileImageUrl
    email
    mobile
    emailVerified
    status
    onboardingStep
    createdAt
  }
`);

/** Signed-in state: `me` is null when signed out. */
export const MeQueryDocument = graphql(`
  query Me {
    me {
      ...ViewerFields
    }
  }
`);

export const SignOutMutationDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);
