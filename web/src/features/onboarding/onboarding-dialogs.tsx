import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@poolmates/schema';
import { useState } from 'react';
import type { OnboardingStep, Stereotype } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { MeQueryDocument } from '../../lib/session.graphql';
import { Alert } from '../../ui/alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { AllDoneStep, WelcomeStep } from './intro-steps';
import { SetOnboardingStepMutationDocument } from './onboarding.graphql';
import { ProfileStep } from './profile-step';
import { SecurityCodeStep } from './security-code-step';
import { StereotypeStep } from './stereotype-step';
import { VerifyEmailStep } from './verify-email-step';
import './onboarding.css';

type Step = Exclude<OnboardingStep, 'DONE'>;

const TITLES: Record<Step, string> = {
  WELCOME: 'Welcome to Poolmates',
  STEREOTYPE: 'Choose your stereotype',
  PROFILE: 'A little about you',
  VERIFY_EMAIL: 'Verify Email Id',
  SECURITY_CODE: 'Your security code',
  ALL_DONE: 'All done!',
};

/**
 * The first-run dialogs (accounts.md §2 Onboarding), shown over the home page until the server's
 * `onboardingStep` is DONE and resumed where the user left off. Escape skips nothing: every step
 * has its own way forward.
 */
export function OnboardingDialogs() {
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  const [mutate, { loading }] = useMutation(SetOnboardingStepMutationDocument);
  const [error, setError] = useState<string | null>(null);
  const [backToStereotype, setBackToStereotype] = useState(false);
  const [stereotype, setStereotype] = useState<Stereotype | null>(me?.stereotype ?? null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!me || me.status !== 'ACTIVE' || !me.onboardingStep || me.onboardingStep === 'DONE') return null;
  // The server only moves forward; "Back" from the profile step is a local view of the step before.
  const step: Step = backToStereotype && me.onboardingStep === 'PROFILE' ? 'STEREOTYPE' : me.onboardingStep;

  async function advance(to: OnboardingStep) {
    setError(null);
    try {
      await mutate({ variables: { step: to } });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  function body() {
    switch (step) {
      case 'WELCOME':
        return <WelcomeStep busy={loading} onStart={() => void advance('STEREOTYPE')} />;
      case 'STEREOTYPE':
        return (
          <StereotypeStep
            value={stereotype}
            busy={loading}
            onNext={(choice) => {
              setStereotype(choice);
              if (backToStereotype) setBackToStereotype(false);
              else void advance('PROFILE');
            }}
          />
        );
      case 'PROFILE':
        return <ProfileStep me={me!} stereotype={stereotype} onBack={() => setBackToStereotype(true)} />;
      case 'VERIFY_EMAIL':
        return (
          <VerifyEmailStep
            me={me!}
            skipping={loading}
            onVerified={() => setNotice(MSG.emailVerified)}
            onSkip={() => void advance('SECURITY_CODE')}
          />
        );
      case 'SECURITY_CODE':
        return <SecurityCodeStep notice={notice} onConfirm={() => void advance('ALL_DONE')} />;
      case 'ALL_DONE':
        return <AllDoneStep busy={loading} onDiveIn={() => void advance('DONE')} />;
    }
  }

  return (
    <ModalDialog title={TITLES[step]} focusKey={step} size={step === 'WELCOME' || step === 'ALL_DONE' ? 'small' : 'medium'}>
      {error && <Alert>{error}</Alert>}
      {body()}
    </ModalDialog>
  );
}
