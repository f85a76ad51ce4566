import { useApolloClient, useMutation } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useId, useState, type FormEvent } from 'react';
import type { CheckInFieldsFragment, RecapStatus, TopicDayFieldsFragment } from '../../gql/graphql';
import { errorMessage, toFormErrors } from '../../lib/graphql-errors';
import { poolTime } from '../../lib/time-format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { describedBy, FormField } from '../../ui/form-field';
import { putCheckIn } from './accountability-cache';
import { AccountabilityTodayQueryDocument, RecapCheckInMutationDocument, SetCheckInGoalMutationDocument } from './accountability.graphql';
import { RECAP_LABEL } from './check-in-list';

const GOAL_TOO_LONG = MSG.checkInGoalTooLong;
const NOTE_TOO_LONG = MSG.recapNoteTooLong;

/**
 * My check-in for today: first the goal (1–250 characters), later the recap (Done / Partly / Not and
 * a note). Either can be changed the same day.
 */
export function MyCheckIn({ topicId, today, mine }: { topicId: string; today: TopicDayFieldsFragment | null; mine: CheckInFieldsFragment | null }) {
  const [editingGoal, setEditingGoal] = useState(false);
  const [editingRecap, setEditingRecap] = useState(false);
  if (!today || today.state !== 'RUNNING') {
    // before the start instant (the start date before the start time included: decision 082 amended)
    // the card says when check-ins open
    return <p className="acct__muted">{today?.state === 'ENDED' ? MSG.checkInsClosed : today ? `${MSG.checkInsNotOpenYet.replace(/\.$/, '')}: ${poolTime(today.startsAt, null)}.` : MSG.checkInsNotOpenYet}</p>;
  }
  if (mine?.freeze) return <p className="acct__muted">You used a streak freeze today.</p>;
  if (!mine?.goal || editingGoal) return <GoalForm topicId={topicId} initial={mine?.goal ?? ''} onDone={() => setEditingGoal(false)} editing={editingGoal} />;
  return (
    <div className="my-checkin">
      <div className="my-checkin__goal">
        <span className="my-checkin__label">Today's goal</span>
        <p className="my-checkin__text">{mine.goal}</p>
        {!mine.recapStatus && (
          <Button variant="ghost" size="small" onClick={() => setEditingGoal(true)}>
            Edit goal
          </Button>
        )}
      </div>
      {mine.recapStatus && !editingRecap ? (
        <div className="my-checkin__recap">
          <span className="my-checkin__label">Recap</span>
          <p className="my-checkin__text">
            <strong>{RECAP_LABEL[mine.recapStatus]}</strong>
            {mine.recapNote ? ` — ${mine.recapNote}` : ''}
          </p>
          <Button variant="ghost" size="small" onClick={() => setEditingRecap(true)}>
            Change recap
          </Button>
        </div>
      ) : (
        <RecapForm topicId={topicId} mine={mine} onDone={() => setEditingRecap(false)} />
      )}
    </div>
  );
}

const afterWrite = () => ({
  update: (cache: Parameters<typeof putCheckIn>[0], { data }: { data?: Record<string, CheckInFieldsFragment> | null }) => {
    const c = data && Object.values(data)[0];
    if (c) putCheckIn(cache, c);
  },
});

function GoalForm({ topicId, initial, editing, onDone }: { topicId: string; initial: string; editing: boolean; onDone: () => void }) {
  const [goal, setGoal] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetCheckInGoalMutationDocument, afterWrite());
  const id = `goal-${useId()}`;
  const over = goal.length > LIMITS.checkInGoalMax;
  const hint = over ? null : 'One thing you will get done today.';
  const shownError = error ?? (over ? GOAL_TOO_LONG : null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = goal.trim();
    if (!value) return setError(MSG.checkInGoalEmpty);
    if (value.length > LIMITS.checkInGoalMax) return setError(GOAL_TOO_LONG);
    setFormError(null);
    try {
      await save({ variables: { topicId, goal: value } });
      onDone();
    } catch (err) {
      const fe = toFormErrors(err, ['goal']);
      setError(fe.fields.goal ?? null);
      setFormError(fe.form);
    }
  }

  return (
    <form className="my-checkin__form" onSubmit={onSubmit} noValidate aria-label="Today's goal">
      {formError && <Alert>{formError}</Alert>}
      <FormField id={id} label="Today's goal" error={shownError} hint={hint} meta={<span className={over ? 'acct__over' : undefined}>{`${goal.length}/${LIMITS.checkInGoalMax}`}</span>}>
        <input
          id={id}
          className="pm-input"
          value={goal}
          placeholder="e.g. Finish chapter 3 and its exercises"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, hint, shownError)}
          onChange={(e) => {
            setGoal(e.target.value);
            setError(null);
          }}
        />
      </FormField>
      <div className="acct__row">
        <Button type="submit" size="small" loading={loading} disabled={over}>
          {editing ? 'Save goal' : 'Check in'}
        </Button>
        {editing && (
          <Button variant="ghost" size="small" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function RecapForm({ topicId, mine, onDone }: { topicId: string; mine: CheckInFieldsFragment; onDone: () => void }) {
  const [status, setStatus] = useState<RecapStatus | null>(mine.recapStatus ?? null);
  const [note, setNote] = useState(mine.recapNote ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(RecapCheckInMutationDocument, afterWrite());
  const client = useApolloClient();
  const id = `recap-${useId()}`;
  const over = note.length > LIMITS.recapNoteMax;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!status) return setError('Choose how it went.');
    if (over) return setError(NOTE_TOO_LONG);
    setError(null);
    try {
      await save({ variables: { topicId, status, note: note.trim() || null } });
      void client.refetchQueries({ include: [AccountabilityTodayQueryDocument] }).catch(() => undefined);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form className="my-checkin__form" onSubmit={onSubmit} noValidate aria-label="Recap">
      <fieldset className="recap__choices">
        <legend className="my-checkin__label">How did it go?</legend>
        {(['DONE', 'PARTLY', 'NOT'] as const).map((s) => (
          <label key={s} className={`recap__choice recap__choice--${s.toLowerCase()}`}>
            <input type="radio" name={`${id}-status`} value={s} checked={status === s} onChange={() => setStatus(s)} />
            <span>{RECAP_LABEL[s]}</span>
          </label>
        ))}
      </fieldset>
      <FormField id={id} label="Note (optional)" error={over ? NOTE_TOO_LONG : null} meta={`${note.length}/${LIMITS.recapNoteMax}`}>
        <textarea id={id} className="pm-textarea" rows={2} value={note} aria-invalid={over || undefined} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      {error && <Alert>{error}</Alert>}
      <div className="acct__row">
        <Button type="submit" size="small" loading={loading} disabled={over}>
          Save recap
        </Button>
        {mine.recapStatus && (
          <Button variant="ghost" size="small" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
