import { graphql } from '../../gql';

export const SetOnboardingStepMutationDocument = graphql(`
  mutation SetOnboardingStep($step: OnboardingStep!) {
    setOnboardingStep(step: $step) {
      ...ViewerFields
    }
  }
`);

export const CompleteOnboardingProfileMutationDocument = graphql(`
  mutation CompleteOnboardingProfile($input: OnboardingProfileInput!) {
    completeOnboardingProfile(input: $input) {
      ...ViewerFields
    }
  }
`);

/** During onboarding the code is shown without the password. */
export const OnboardingSecurityCodeQueryDocument = graphql(`
  query OnboardingSecurityCode {
    securityCode {
      userId
      code
      pdfUrl
    }
  }
`);
