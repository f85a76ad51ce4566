import { LIMITS } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { describedBy } from '../../ui/form-field';
import { dayDate, timelineErrors, type TimelineDraft } from './draft';
import { blockDrop, pastePlainText } from './plain-text';
import { PUBLISH_BASE, usePublish } from './publish-context';
import { PublishSteps } from './publish-steps';

/**
 * Step 2, 'Timeline for {topic}' (pools-and-squads.md §2, §4): one entry per day of the duration,
 * each with its date (DD-Mon-YYYY, day 1 = the start date) and a title and description. Pasted
 * content becomes plain text; dropping is blocked.
 */
export function TimelineStep() {
  const { draft, update } = usePublish();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<number, string>>({});

  function setEntry(index: number, patch: Partial<TimelineDraft>) {
    update({ timeline: draft.timeline.map((e, i) => (i === index ? { ...e, ...patch } : e)) });
    if ('title' in patch && errors[index]) {
      const next = { ...errors };
      delete next[index];
      setErrors(next);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = timelineErrors(draft);
    setErrors(found);
    const first = Object.keys(found).map(Number).sort((a, b) => a - b)[0];
    if (first !== undefined) {
      document.getElementById(`timeline-${first}-title`)?.focus();
      return;
    }
    navigate(`${PUBLISH_BASE}/pb`);
  }

  return (
    <form className="publish" noValidate onSubmit={onSubmit} aria-labelledby="timeline-title">
      <h1 id="timeline-title" className="publish__title">
        Timeline for {draft.topic.trim()}
      </h1>
      <PublishSteps current={2} />
      <p className="publish__lead">Plan each day: what the squad learns, and how. Day 1 is the start date.</p>
      <ol className="timeline-editor">
        {draft.timeline.map((entry, i) => {
          const titleId = `timeline-${i}-title`;
          const descriptionId = `timeline-${i}-description`;
          const error = errors[i];
          return (
            <li key={i} className="timeline-editor__day pm-card">
              <fieldset className="timeline-editor__fieldset">
                <legend className="timeline-editor__legend">
                  <span className="timeline-editor__day-number">Day {i + 1}</span>
                  <span className="timeline-editor__date">{dayDate(draft, i)}</span>
                </legend>
                <div className="pm-field">
                  <label className="pm-field__label" htmlFor={titleId}>
                    Title
                  </label>
                  <input
                    id={titleId}
                    className="pm-input"
                    value={entry.title}
                    maxLength={LIMITS.timelineTitleMax}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(titleId, null, error)}
                    onChange={(e) => setEntry(i, { title: e.target.value })}
                    onPaste={(e) => pastePlainText(e, (title) => setEntry(i, { title }), { oneLine: true, maxLength: LIMITS.timelineTitleMax })}
                    onDrop={blockDrop}
                  />
                  {error && (
                    <div id={`${titleId}-error`} className="pm-field__error">
                      {error}
                    </div>
                  )}
                </div>
                <div className="pm-field">
                  <label className="pm-field__label" htmlFor={descriptionId}>
                    Description <span className="publish__optional">(optional)</span>
                  </label>
                  <textarea
                    id={descriptionId}
                    className="pm-textarea"
                    rows={3}
                    value={entry.description}
                    maxLength={LIMITS.timelineDescriptionMax}
                    onChange={(e) => setEntry(i, { description: e.target.value })}
                    onPaste={(e) => pastePlainText(e, (description) => setEntry(i, { description }), { maxLength: LIMITS.timelineDescriptionMax })}
                    onDrop={blockDrop}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="publish__actions publish__actions--split">
        <Button variant="secondary" onClick={() => navigate(PUBLISH_BASE)}>
          Back
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
