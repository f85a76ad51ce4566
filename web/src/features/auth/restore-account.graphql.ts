import { graphql } from '../../gql';

export const RestoreAccountMutationDocument = graphql(`
  mutation RestoreAccount {
    restoreAccount {
      ...ViewerFields
    }
  }
`);
