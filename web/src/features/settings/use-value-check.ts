import { useCallback, useEffect, useRef, useState } from 'react';

export interface ValueCheck {
  value: string;
  ok: boolean;
  message?: string;
}

/**
 * `blur`: the user left the field; `idle`: they paused typing. A validator answers null for "nothing
 * to say yet" (e.g. a too-short value while still typing), which is asked again on blur.
 */
export type CheckTrigger = 'blur' | 'idle';
type Validate = (value: string, trigger: CheckTrigger) => Promise<Omit<ValueCheck, 'value'> | null>;

const IDLE_MS = 600;

/**
 * An availability check for one field: on blur (accounts.md §4) and, so the button can enable
 * while the cursor is still in the field, after a pause in typing. Answers for an old value are
 * dropped; the result applies only while the field still holds the value it was made for.
 */
export function useValueCheck(value: string, validate: Validate) {
  const [check, setCheck] = useState<ValueCheck | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef(value.trim());
  const validateRef = useRef(validate);
  const done = useRef<ValueCheck | null>(null);

  useEffect(() => {
    validateRef.current = validate;
  });

  const run = useCallback(async (trigger: CheckTrigger): Promise<ValueCheck | null> => {
    const v = latest.current;
    if (!v) {
      setCheck(null);
      return null;
    }
    if (done.current?.value === v) return done.current;
    setPending(v);
    const answer = await validateRef.current(v, trigger);
    setPending((p) => (p === v ? null : p));
    const result = answer ? { value: v, ...answer } : null;
    if (latest.current === v) {
      done.current = result;
      setCheck(result);
    }
    return result;
  }, []);

  useEffect(() => {
    latest.current = value.trim();
    if (done.current?.value !== latest.current) done.current = null;
    const timer = setTimeout(() => void run('idle'), IDLE_MS);
    return () => clearTimeout(timer);
  }, [value, run]);

  const current = check && check.value === value.trim() ? check : null;
  const reset = useCallback(() => {
    done.current = null;
    setCheck(null);
  }, []);
  return { check: current, checking: pending !== null && pending === value.trim(), checkNow: run, reset };
}
