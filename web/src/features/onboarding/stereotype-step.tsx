import { STEREOTYPES } from '@poolmates/schema';
import { useState } from 'react';
import type { Stereotype } from '../../gql/graphql';
import { Button } from '../../ui/button';

type Choice = Stereotype | 'NONE';

const BLURBS: Record<Stereotype, string> = {
  Casual: 'Learns at an easy pace, when it fits.',
  Geek: 'Goes deep into every detail.',
  Genius: 'Picks new things up fast.',
  Smart: 'Learns with a plan.',
  Lazy: 'Needs a squad to get going.',
  Nerd: 'Loves a topic for its own sake.',
};

const label = (c: Choice) => (c === 'NONE' ? 'No Stereotype' : c);

/**
 * 'Choose your stereotype': pick a card and the line shows it at once; Select takes it (it does
 * nothing until a card is picked), 'No Stereotype' clears it back to the default, shown as
 * 'Select'. Next carries the choice on. Each pick is reported (`onPick`) so it survives a reload.
 */
export function StereotypeStep({
  value,
  onNext,
  onPick,
  busy,
}: {
  value: Stereotype | null;
  onNext: (v: Stereotype | null) => void;
  onPick?: (v: Stereotype | null) => void;
  busy: boolean;
}) {
  const [picked, setPicked] = useState<Choice | null>(value);
  const [chosen, setChosen] = useState<Stereotype | null>(value);
  const pickedValue = picked === null ? chosen : picked === 'NONE' ? null : picked;
  const pick = (c: Choice) => {
    setPicked(c);
    setChosen(c === 'NONE' ? null : c);
    onPick?.(c === 'NONE' ? null : c);
  };

  return (
    <>
      <p className="pm-modal__lead">It shows as a badge on your profile. You can change it later.</p>
      <fieldset className="onboarding__choices">
        <legend className="pm-visually-hidden">Stereotypes</legend>
        {[...STEREOTYPES, 'NONE' as const].map((c) => (
          <label key={c} className={c === 'NONE' ? 'onboarding__choice onboarding__choice--none' : 'onboarding__choice'}>
            <input type="radio" name="stereotype" value={c} checked={picked === c} onChange={() => pick(c)} />
            <span className="onboarding__choice-name">{label(c)}</span>
            {c !== 'NONE' && <span className="onboarding__choice-text">{BLURBS[c]}</span>}
          </label>
        ))}
      </fieldset>
      <div className="onboarding__selected">
        <span>
          Your stereotype: <strong data-testid="stereotype-value">{chosen ?? 'Select'}</strong>
        </span>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={picked === null}
          onClick={() => {
            if (picked !== null) pick(picked);
          }}
        >
          Select
        </Button>
      </div>
      <div className="pm-modal__actions">
        <Button
          loading={busy}
          onClick={() => {
            setChosen(pickedValue);
            onNext(pickedValue);
          }}
        >
          Next
        </Button>
      </div>
    </>
  );
}
