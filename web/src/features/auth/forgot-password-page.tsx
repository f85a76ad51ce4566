import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RecoveryIdentity, ResetPasswordMutation } from '../../gql/graphql';
import { recordClientInfo } from '../../lib/client-info';
import { postSignInTarget } from '../../lib/redirect-path';
import { MeQueryDocument } from '../../lib/session.graphql';
import { AuthLayout } from './auth-layout';
import { RecoveryCodeStep } from './recovery-code-step';
import { RecoveryIdentifyStep } from './recovery-identify-step';
import { RecoveryDoneStep, RecoveryMethodStep } from './recovery-method-step';
import { RecoveryPasswordStep } from './recovery-password-step';
import type { CodeSent, HeadingProps, RecoveryAccount } from './recovery-types';

type Step =
  | { name: 'identify' }
  | { name: 'method' }
  | { name: 'code'; method: 'email' | 'recovery' }
  | { name: 'password'; resetToken: string }
  | { name: 'done'; result: ResetPasswordMutation['resetPassword'] };

/**
 * /forgetpassword: identify the account → 'Using Email' or 'Recovery Code' → the code → a new
 * password → All Done. `resetPassword` signs in on the server; the app switches to signed-in only
 * on Continue, so the All Done step (and a new recovery code) can be read first.
 */
export function ForgotPasswordPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [who, setWho] = useState<RecoveryIdentity>({});
  const [account, setAccount] = useState<RecoveryAccount | null>(null);
  // A mailed code stays usable when the user goes back and picks 'Using Email' again.
  const [sent, setSent] = useState<CodeSent | null>(null);
  // Each step's heading mounts anew; from the second step on it takes focus (announced, and Tab goes on from it).
  const firstStep = useRef(true);
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading) return;
    if (firstStep.current) firstStep.current = false;
    else heading.focus();
  }, []);

  function onContinue(result: ResetPasswordMutation['resetPassword']) {
    client.writeQuery({ query: MeQueryDocument, data: { me: result.user } });
    if (result.status === 'ACTIVE') recordClientInfo(client);
    navigate(postSignInTarget(result.status, null), { replace: true });
  }

  const heading: HeadingProps = { ref: headingRef, tabIndex: -1, className: 'auth__title' };

  function body() {
    switch (step.name) {
      case 'identify':
        return (
          <RecoveryIdentifyStep
            heading={heading}
            onFound={(identity, found) => {
              if (JSON.stringify(identity) !== JSON.stringify(who)) setSent(null);
              setWho(identity);
              setAccount(found);
              setStep({ name: 'method' });
            }}
          />
        );
      case 'method':
        return (
          <RecoveryMethodStep
            heading={heading}
            who={who}
            account={account}
            sent={sent}
            onSent={setSent}
            onChoose={(method) => setStep({ name: 'code', method })}
            onBack={() => setStep({ name: 'identify' })}
          />
        );
      case 'code':
        return (
          <RecoveryCodeStep
            heading={heading}
            method={step.method}
            who={who}
            sent={sent}
            onSent={setSent}
            onVerified={(resetToken) => setStep({ name: 'password', resetToken })}
            onBack={() => setStep({ name: 'method' })}
          />
        );
      case 'password':
        return (
          <RecoveryPasswordStep
            heading={heading}
            resetToken={step.resetToken}
            onDone={(result) => setStep({ name: 'done', result })}
            onRestart={() => setStep({ name: 'identify' })}
          />
        );
      case 'done':
        return <RecoveryDoneStep heading={heading} result={step.result} onContinue={() => onContinue(step.result)} />;
    }
  }

  return <AuthLayout aside="Locked out? It happens. Let's get you back in.">{body()}</AuthLayout>;
}
