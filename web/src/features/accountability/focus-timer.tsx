import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FocusSessionFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-errors';
import { personName } from '../../lib/person';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ClockIcon } from '../../ui/icons';
import { setFocusSession } from './accountability-cache';
import { FocusSessionQueryDocument, StartFocusSessionMutationDocument, StopFocusSessionMutationDocument } from './accountability.graphql';
import { focusClock, skewFor, formatClock, playChime, unlockChime } from './focus-clock';
import { useAccountabilityLive } from './use-accountability-live';
import './accountability.css';

/**
 * The squad's shared focus timer (pomodoro): anyone starts a 25/5 session (or their own lengths);
 * everyone sees the same countdown, computed from the server's `phaseEndsAt` and `serverNow` so a
 * browser whose clock is off, or who joined late, agrees; a soft chime at each switch; anyone stops
 * it. Mounted on the Discussion tab, and meant for the call room's side panel too.
 */
export function FocusTimer({ topicId }: { topicId: string }) {
  useAccountabilityLive(topicId);
  const { data, loading, error, refetch } = useQuery(FocusSessionQueryDocument, { variables: { topicId }, fetchPolicy: 'cache-and-network' });
  const session = data?.topic?.focusSession ?? null;
  // the phase last shown, kept across the timer's remounts so a switch chimes once
  const lastPhase = useRef<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const onPhase = useCallback((key: string, text: string) => {
    const before = lastPhase.current;
    lastPhase.current = key;
    if (before === null || before === key) return;
    playChime();
    setAnnounce(text);
  }, []);
  return (
    <section className="focus-timer pm-card" aria-labelledby={`focus-${topicId}`}>
      <h2 className="focus-timer__title" id={`focus-${topicId}`}>
        <ClockIcon size={18} /> Focus timer
      </h2>
      {!data && loading ? (
        <p className="acct__muted" role="status">
          Loading the timer…
        </p>
      ) : !data && error ? (
        <div className="acct__row">
          <p className="acct__muted">Could not load the timer.</p>
          <Button size="small" variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </div>
      ) : session ? (
        // a new answer (phase event, refetch) mounts it again: the clock skew is measured when it arrives
        <RunningTimer key={`${session.id}-${session.serverNow}`} topicId={topicId} session={session} onPhase={onPhase} />
      ) : (
        <StartForm topicId={topicId} />
      )}
      <p className="pm-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}

function StartForm({ topicId }: { topicId: string }) {
  const [focus, setFocus] = useState(String(LIMITS.focusMinutesDefault));
  const [rest, setRest] = useState(String(LIMITS.breakMinutesDefault));
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartFocusSessionMutationDocument, {
    update: (cache, { data }) => {
      if (data?.startFocusSession) setFocusSession(cache, topicId, data.startFocusSession);
    },
  });
  const id = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = Number(focus);
    const b = Number(rest);
    if (!Number.isInteger(f) || f < 1 || f > LIMITS.focusMinutesMax) return setError(MSG.focusMinutesInvalid);
    if (!Number.isInteger(b) || b < 1 || b > LIMITS.breakMinutesMax) return setError(MSG.breakMinutesInvalid);
    setError(null);
    unlockChime();
    try {
      await start({ variables: { topicId, focusMinutes: f, breakMinutes: b } });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form className="focus-timer__form" onSubmit={onSubmit} noValidate aria-label="Start a focus session">
      <p className="acct__muted">Work together: one focus block, then a short break, for the whole squad.</p>
      {error && <Alert>{error}</Alert>}
      <div className="focus-timer__fields">
        <label className="focus-timer__field" htmlFor={`${id}-focus`}>
          <span>Focus (min)</span>
          <input id={`${id}-focus`} className="pm-input" type="number" inputMode="numeric" min={1} max={LIMITS.focusMinutesMax} value={focus} onChange={(e) => setFocus(e.target.value)} />
        </label>
        <label className="focus-timer__field" htmlFor={`${id}-break`}>
          <span>Break (min)</span>
          <input id={`${id}-break`} className="pm-input" type="number" inputMode="numeric" min={1} max={LIMITS.breakMinutesMax} value={rest} onChange={(e) => setRest(e.target.value)} />
        </label>
        <Button type="submit" loading={loading}>
          Start focus
        </Button>
      </div>
    </form>
  );
}

/** The countdown: ticks on this browser, set by the server's time (skew measured when the session arrived). */
function RunningTimer({ topicId, session, onPhase }: { topicId: string; session: FocusSessionFieldsFragment; onPhase: (key: string, text: string) => void }) {
  const [skew] = useState(() => skewFor(session.serverNow));
  const [now, setNow] = useState(() => Date.now());
  const clock = focusClock(session, skew, now);
  const [stop, { loading }] = useMutation(StopFocusSessionMutationDocument, {
    update: (cache, { data }) => {
      if (data?.stopFocusSession) setFocusSession(cache, topicId, null, session.id);
    },
  });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // tick just after each whole second of the countdown, so it never shows a second late
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, ((clock.endsAt - Date.now()) % 1000) + 20));
    return () => clearTimeout(timer);
  });

  const phaseKey = `${clock.phase}-${clock.round}`;
  const phaseText = clock.phase === 'FOCUS' ? `Round ${clock.round}: focus.` : 'Break time.';
  useEffect(() => onPhase(phaseKey, phaseText), [onPhase, phaseKey, phaseText]);

  async function onStop() {
    setError(null);
    try {
      await stop({ variables: { topicId } });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const label = clock.phase === 'FOCUS' ? 'Focus' : 'Break';
  const starter = personName(session.startedBy);
  return (
    <div className={`focus-timer__running focus-timer__running--${clock.phase.toLowerCase()}`}>
      <div className="focus-timer__clock" role="timer" aria-label={`${label}, ${Math.floor(clock.secondsLeft / 60)} minutes ${clock.secondsLeft % 60} seconds left`}>
        <span className="focus-timer__phase">{label}</span>
        <span className="focus-timer__time" aria-hidden="true">
          {formatClock(clock.secondsLeft)}
        </span>
        <span className="focus-timer__round">
          Round {clock.round} · {session.focusMinutes}/{session.breakMinutes}
        </span>
      </div>
      <p className="acct__muted">Started by {starter}</p>
      {error && <Alert>{error}</Alert>}
      <Button variant="secondary" size="small" loading={loading} onClick={() => void onStop()}>
        Stop
      </Button>
    </div>
  );
}
