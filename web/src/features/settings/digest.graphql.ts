import { graphql } from '../../gql';

/** Settings → Squad digest (decision 062). */
export const SquadDigestQueryDocument = graphql(`
  query SquadDigest {
    squadDigest {
      frequency
      localHour
      timeZone
      emailVerified
    }
  }
`);

export const SetSquadDigestMutationDocument = graphql(`
  mutation SetSquadDigest($frequency: DigestFrequency!) {
    setSquadDigest(frequency: $frequency) {
      frequency
      localHour
      timeZone
      emailVerified
    }
  }
`);
