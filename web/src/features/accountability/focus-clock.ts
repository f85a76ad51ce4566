import type { FocusSessionFieldsFragment } from '../../gql/graphql';

export type FocusPhase = 'FOCUS' | 'BREAK';

export interface FocusClock {
  phase: FocusPhase;
  round: number;
  /** When the phase ends, on this browser's clock (epoch ms). */
  endsAt: number;
  /** Whole seconds left in the phase. */
  secondsLeft: number;
}

/**
 * How far this browser's clock is behind the server's (ms), measured when the session's answer
 * arrived (`serverNow` against `Date.now()` then): add it to `Date.now()` for the server's time.
 */
export function clockSkew(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** When this tab first saw each `serverNow` (its arrival): a timer mounted later from the cache measures against that. */
const firstSeen = new Map<string, number>();

/** The skew for a session's `serverNow`, measured the first time this tab saw it. */
export function skewFor(serverNow: string, now = Date.now()): number {
  let at = firstSeen.get(serverNow);
  if (at === undefined) {
    at = now;
    firstSeen.set(serverNow, at);
    if (firstSeen.size > 50) firstSeen.delete(firstSeen.keys().next().value as string);
  }
  return clockSkew(serverNow, at);
}

/**
 * The shared countdown: the server's phase and phaseEndsAt are the authority; past phaseEndsAt
 * (before the server's next event arrives) the phases follow each other focus → break → focus…
 * `now` is this browser's clock; `skew` corrects it to the server's.
 */
export function focusClock(s: Pick<FocusSessionFieldsFragment, 'phase' | 'phaseEndsAt' | 'round' | 'focusMinutes' | 'breakMinutes'>, skew: number, now: number): FocusClock {
  const serverNow = now + skew;
  let phase = s.phase as FocusPhase;
  let round = s.round;
  let endsAt = Date.parse(s.phaseEndsAt);
  const focusMs = s.focusMinutes * 60_000;
  const breakMs = s.breakMinutes * 60_000;
  // a tab asleep for hours skips whole rounds at once
  const cycle = focusMs + breakMs;
  if (cycle <= 0) return { phase, round, endsAt: endsAt - skew, secondsLeft: Math.max(0, Math.ceil((endsAt - serverNow) / 1000)) };
  if (serverNow - endsAt > cycle) {
    const skipped = Math.floor((serverNow - endsAt) / cycle);
    endsAt += skipped * cycle;
    round += skipped;
  }
  while (endsAt <= serverNow) {
    if (phase === 'FOCUS') {
      phase = 'BREAK';
      endsAt += breakMs;
    } else {
      phase = 'FOCUS';
      round += 1;
      endsAt += focusMs;
    }
  }
  return { phase, round, endsAt: endsAt - skew, secondsLeft: Math.max(0, Math.ceil((endsAt - serverNow) / 1000)) };
}

/** "25:00", "4:07" */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

let audio: AudioContext | null = null;

/** Made (or resumed) inside a click, so a later chime is allowed to sound. */
export function unlockChime() {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

/** A soft two-note chime (Web Audio, no asset): quiet sine tones with a gentle fade. */
export function playChime() {
  unlockChime();
  if (!audio) return;
  const ctx = audio;
  const start = ctx.currentTime;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const t = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.12, t + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.6);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.65);
  }
}
