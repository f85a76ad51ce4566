import { useMutation, useQuery } from '@apollo/client/react';
import { MSG, STEREOTYPES } from '@poolmates/schema';
import { useEffect, useState } from 'react';
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
 * The stereotype picked during onboarding, kept in this browser until the profile step sends it
 * with the rest (issue 17: a reload between the two steps lost it). Storage may be unavailable.
 */
const savedStereotype = {
  key: (userId: string) => `poolmates.onboarding.stereotype.${userId}`,
  read(userId: string): Stereotype | null | undefined {
    try {
      const v = window.localStorage.getItem(savedStereotype.key(userId));
      if (v === null) return undefined;
      return v === '' ? null : (STEREOTYPES as readonly string[]).includes(v) ? (v as Stereotype) : undefined;
    } catch {
      return undefined;
    }
  },
  write(userId: string, value: Stereotype | null): void {
    try {
      window.localStorage.setItem(savedStereotype.key(userId), value ?? '');
    } catch {
      // private mode: the choice lives until a reload, as before
    }
  },
  clear(userId: string): void {
    try {
      window.localStorage.removeItem(savedStereotype.key(userId));
    } catch {
      // nothing to clear
    }
  },
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
  // undefined until picked here: then the pick saved before a reload, else the account's own
  const [picked, setStereotype] = useState<Stereotype | null | undefined>(undefined);
  const stereotype = picked !== undefined ? picked : ((me ? savedStereotype.read(me.id) : undefined) ?? me?.stereotype ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const userId = me?.id;
  const pastProfile = !!me?.onboardingStep && !['WELCOME', 'STEREOTYPE', 'PROFILE'].includes(me.onboardingStep);

  // the profile step sent the stereotype: the saved pick has done its job
  useEffect(() => {
    if (userId && pastProfile) savedStereotype.clear(userId);
  }, [userId, pastProfile]);

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
            onPick={(choice) => {
              setStereotype(choice);
              savedStereotype.write(me!.id, choice);
            }}
            onNext={(choice) => {
              setStereotype(choice);
              savedStereotype.write(me!.id, choice);
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
    <ModalDialog title={step === 'VERIFY_EMAIL' && !me.email ? 'Add an email (optional)' : TITLES[step]} focusKey={step} size={step === 'WELCOME' || step === 'ALL_DONE' ? 'small' : 'medium'}>
      {error && <Alert>{error}</Alert>}
      {body()}
    </ModalDialog>
  );
}
