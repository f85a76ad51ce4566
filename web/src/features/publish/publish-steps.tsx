import { useLayoutEffect } from 'react';

const STEPS = ['Details', 'Timeline', 'Publish'];

/**
 * Where the user is in the three publish steps. Each step opens scrolled to the top (the window
 * kept the last step's scroll, so Day 1 hid under the header: issue 17).
 */
export function PublishSteps({ current }: { current: 1 | 2 | 3 }) {
  // each step renders its own PublishSteps, so mounting is opening a step
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return (
    <ol className="publish-steps" aria-label="Publish steps">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'next';
        return (
          <li key={label} className={`publish-steps__item publish-steps__item--${state}`} aria-current={n === current ? 'step' : undefined}>
            <span className="publish-steps__number" aria-hidden="true">
              {n}
            </span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
