import { useQuery } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CategoriesQueryDocument } from '../../lib/categories.graphql';
import { fieldErrorMap, withoutKey } from '../../lib/graphql-errors';
import { timeZoneOptions, zoneOptionText } from '../../lib/time-zone-options';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { describedBy, FormField } from '../../ui/form-field';
import { SearchableSelect } from '../../ui/searchable-select';
import { TextField } from '../../ui/text-field';
import { formErrors, missesRequired, sizedTimeline, tomorrowIn, type PublishDraft } from './draft';
import { PUBLISH_BASE, usePublish } from './publish-context';
import { PublishSteps } from './publish-steps';
import { SquadChoices } from './squad-choices';
import { StartTimeField } from './start-time-field';
import { TopicImageField } from './topic-image-field';

/** Step 1, 'Publish In Pool' (pools-and-squads.md §2, §5): checked with the shared rules on Next. */
export function PublishFormStep() {
  const { draft, update, imageLost } = usePublish();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  // Bumped on a refused Next: once the messages are rendered, the first field in error takes focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    const first = document.querySelector<HTMLElement>('.publish-form [aria-invalid="true"]');
    (first instanceof HTMLFieldSetElement ? first.querySelector('input') : first)?.focus();
  }, [focusRequest]);
  const { data, loading: loadingCategories } = useQuery(CategoriesQueryDocument);
  const zones = useMemo(() => timeZoneOptions(), []);
  const minDate = tomorrowIn(draft.timezone);

  function set(patch: Partial<PublishDraft>) {
    update(patch);
    let next = errors;
    for (const key of Object.keys(patch)) next = withoutKey(next, key === 'hour' || key === 'minute' || key === 'meridiem' ? 'startTime' : key);
    setErrors(next);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const list = formErrors(draft);
    setErrors(fieldErrorMap(list));
    setSubmitted(true);
    if (list.length) {
      // Focus the first field in error, in form order (after this render: see focusRequest).
      setFocusRequest((n) => n + 1);
      return;
    }
    update({ timeline: sizedTimeline(draft) });
    navigate(`${PUBLISH_BASE}/tm`);
  }

  // The overall message stays until nothing required is missing any more.
  const fillAll = submitted && missesRequired(formErrors(draft));
  const count = (value: string, max: number) => `${value.length}/${max}`;
  return (
    <form className="publish publish-form" noValidate onSubmit={onSubmit} aria-labelledby="publish-title">
      <h1 id="publish-title" className="publish__title">
        Publish In Pool
      </h1>
      <PublishSteps current={1} />
      <div className="publish__card pm-card">
        {fillAll && <Alert>{MSG.fillRequired}</Alert>}
        <div className="publish__grid">
          <TextField
            id="publish-your-name"
            label="Your Name"
            autoComplete="name"
            value={draft.yourName}
            maxLength={LIMITS.topicYourNameMax}
            error={errors.yourName}
            meta={count(draft.yourName, LIMITS.topicYourNameMax)}
            onChange={(e) => set({ yourName: e.target.value })}
          />
          <TextField
            id="publish-topic"
            label="Topic"
            value={draft.topic}
            maxLength={LIMITS.topicTitleMax}
            error={errors.topic}
            meta={count(draft.topic, LIMITS.topicTitleMax)}
            onChange={(e) => set({ topic: e.target.value })}
          />
        </div>
        <FormField id="publish-description" label="Description (optional)" error={errors.description} meta={count(draft.description, LIMITS.topicDescriptionMax)}>
          <textarea
            id="publish-description"
            className="pm-textarea"
            rows={4}
            value={draft.description}
            maxLength={LIMITS.topicDescriptionMax}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('publish-description', null, errors.description)}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <div className="publish__grid">
          <FormField id="publish-category" label="Category" error={errors.categoryId}>
            <select
              id="publish-category"
              className="pm-select"
              value={draft.categoryId}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={describedBy('publish-category', null, errors.categoryId)}
              onChange={(e) => set({ categoryId: e.target.value })}
            >
              <option value="">{loadingCategories && !data ? 'Loading…' : 'Select a category'}</option>
              {data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <TextField
            id="publish-duration"
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={LIMITS.durationMin}
            max={LIMITS.durationMax}
            step={1}
            placeholder={`${LIMITS.durationMin}–${LIMITS.durationMax}`}
            value={draft.durationDays}
            error={errors.durationDays}
            onChange={(e) => set({ durationDays: e.target.value })}
          />
        </div>
        <SquadChoices value={draft.squadSize} error={errors.squadSize} onChange={(squadSize) => set({ squadSize })} />
        <div className="publish__grid">
          <TextField
            id="publish-start-date"
            label="Start date"
            type="date"
            min={minDate}
            value={draft.startDate}
            error={errors.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
          <StartTimeField hour={draft.hour} minute={draft.minute} meridiem={draft.meridiem} error={errors.startTime} onChange={set} />
        </div>
        <FormField id="publish-timezone" label="Time zone" error={errors.timezone}>
          <SearchableSelect
            id="publish-timezone"
            labelId="publish-timezone-label"
            value={draft.timezone || null}
            options={zones}
            onChange={(timezone) => {
              // A start that is no longer "tomorrow or later" in the new zone moves to its tomorrow.
              const min = tomorrowIn(timezone);
              set(draft.startDate && draft.startDate < min ? { timezone, startDate: min } : { timezone });
            }}
            searchLabel="Search time zones"
            placeholder="Select a time zone"
            renderValue={zoneOptionText}
            invalid={!!errors.timezone}
            describedBy={describedBy('publish-timezone', null, errors.timezone)}
          />
        </FormField>
        <TopicImageField image={draft.image} lost={imageLost} onChange={(image) => update({ image })} />
        <div className="publish__actions">
          <Button type="submit">Next</Button>
        </div>
      </div>
    </form>
  );
}
