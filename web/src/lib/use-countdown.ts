import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (epoch ms), ticking once a second; 0 when it has passed or is null. */
export function secondsUntil(deadline: number | null, now = Date.now()): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function useCountdown(deadline: number | null): number {
  const [state, setState] = useState(() => ({ deadline, seconds: secondsUntil(deadline) }));
  // A new deadline restarts the count at once (state adjusted while rendering, not in an effect).
  if (state.deadline !== deadline) setState({ deadline, seconds: secondsUntil(deadline) });
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const seconds = secondsUntil(deadline);
      setState({ deadline, seconds });
      if (seconds === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return state.deadline === deadline ? state.seconds : secondsUntil(deadline);
}

/** "0:27" */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
