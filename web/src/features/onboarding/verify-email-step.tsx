import type { ViewerFieldsFragment } from '../../gql/graphql';
import { useEmailVerification } from '../../lib/use-email-verification';
import { Button } from '../../ui/button';
import { VerifyEmailPanel } from '../../ui/verify-email-panel';
import { AddEmailStep } from './add-email-step';

interface VerifyEmailStepProps {
  me: ViewerFieldsFragment;
  onVerified: () => void;
  onSkip: () => void;
  skipping: boolean;
}

/**
 * 'Verify Email Id' in onboarding: a code goes out when it opens. An account made with a mobile
 * number and no email gets "Add an email (optional)" instead (issue 28).
 */
export function VerifyEmailStep(props: VerifyEmailStepProps) {
  if (!props.me.email) return <AddEmailStep {...props} />;
  if (props.me.emailVerified) {
    return (
      <>
        <p className="pm-modal__lead">Your email {props.me.email} is already verified.</p>
        <div className="pm-modal__actions">
          <Button onClick={props.onSkip} loading={props.skipping}>
            Next
          </Button>
        </div>
      </>
    );
  }
  return <PendingVerification {...props} />;
}

function PendingVerification({ me, onVerified, onSkip, skipping }: VerifyEmailStepProps) {
  const verification = useEmailVerification({
    userId: me.id,
    currentEmail: me.email,
    start: me.email ? { kind: 'send' } : { kind: 'none' },
  });
  return <VerifyEmailPanel verification={verification} onVerified={onVerified} onSkip={onSkip} skipping={skipping} />;
}
