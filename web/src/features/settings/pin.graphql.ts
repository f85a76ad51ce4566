import { graphql } from '../../gql';

export const VerifyPinMutationDocument = graphql(`
  mutation VerifyPin($pin: String!) {
    verifyPin(pin: $pin) {
      ok
      message
    }
  }
`);

export const SetPinMutationDocument = graphql(`
  mutation SetPin($input: SetPinInput!) {
    setPin(input: $input) {
      ok
      message
    }
  }
`);

export const UnlockPinMutationDocument = graphql(`
  mutation UnlockPin($password: String!) {
    unlockPin(password: $password) {
      ok
      message
    }
  }
`);

export const PinStatusQueryDocument = graphql(`
  query PinStatus {
    me {
      id
      hasPin
    }
  }
`);
