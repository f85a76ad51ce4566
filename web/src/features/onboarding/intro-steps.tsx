import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';

/** The first dialog: what Poolmates is, and Get Started. */
export function WelcomeStep({ onStart, busy }: { onStart: () => void; busy: boolean }) {
  return (
    <>
      <p className="pm-modal__lead">Learn with friends instead of procrastinating. A few quick steps and you are in:</p>
      <ol className="onboarding__steps">
        <li>Pick the stereotype that sounds like you</li>
        <li>Tell us where you learn from</li>
        <li>Verify your email and keep your recovery code</li>
      </ol>
      <div className="pm-modal__actions">
        <Button onClick={onStart} loading={busy}>
          Get Started
        </Button>
      </div>
    </>
  );
}

/** The last dialog: DiveIn ends onboarding. */
export function AllDoneStep({ onDiveIn, busy }: { onDiveIn: () => void; busy: boolean }) {
  return (
    <>
      <div className="onboarding__done" aria-hidden="true">
        <CheckIcon size={32} />
      </div>
      <p className="pm-modal__lead">
        Your account is ready. Find a pool to join, or publish what you want to learn and gather a squad.
      </p>
      <div className="pm-modal__actions">
        <Button onClick={onDiveIn} loading={busy}>
          DiveIn
        </Button>
      </div>
    </>
  );
}
