/** The one source of "now" for rules that depend on time, so tests can move it. */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Test helper: move time forward (or back) by `ms`. */
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
