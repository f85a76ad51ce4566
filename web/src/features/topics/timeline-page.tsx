import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { TopicTimelineQuery } from '../../gql/graphql';
import { loadFailure, toFormErrors } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ArrowLeftIcon, ChevronDownIcon, EditIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/load-failed';
import { LoadingScreen } from '../../ui/spinner';
import { describedBy, FormField } from '../../ui/form-field';
import { TextField } from '../../ui/text-field';
import { detailPath, noMatchPath, useTopicArea } from './topic-area';
import { TopicTimelineQueryDocument, UpdateTimelineEntryMutationDocument } from './topic.graphql';
import './topics.css';

/** What a day shows and its author's form edits (the timeline screen's and the Timeline tab's queries both select these). */
export type TimelineDay = Pick<TopicTimelineQuery['timeline'][number], 'id' | 'day' | 'date' | 'title' | 'description' | 'viewerCanEdit'>;
type Entry = TimelineDay;

/**
 * The timeline screen (pools-and-squads.md §2, §4): 'Timeline', one expandable entry per day (date
 * DD-Mon-YYYY, title, description), the last one collapsed at first. The entry's author sees edit,
 * which makes title and description editable; save sends the update.
 */
export function TimelinePage() {
  const area = useTopicArea();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = pathId ?? params.get('topic') ?? '';
  const { data, loading, error, refetch } = useQuery(TopicTimelineQueryDocument, { variables: { id }, skip: !id });
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  if (!id) return <Navigate to={noMatchPath(area)} replace />;
  if (loading && !data) return <LoadingScreen label="Loading the timeline…" />;
  const failure = data?.topic ? null : loadFailure(error);
  if (failure) return <LoadFailed what="the timeline" reason={failure} onRetry={() => refetch()} />;
  if (!data?.topic) return <Navigate to={noMatchPath(area)} replace />;

  const entries = data.timeline;
  const isOpen = (e: Entry, i: number) => toggled[e.id] ?? i !== entries.length - 1;
  return (
    <div className="timeline-page">
      <div className="timeline-page__head">
        <Link to={detailPath(area, data.topic.id)} className="pm-icon-button" aria-label={`Back to ${data.topic.topic}`}>
          <ArrowLeftIcon />
        </Link>
        <div>
          <h1 className="timeline-page__title">Timeline</h1>
          <p className="timeline-page__topic">{data.topic.topic}</p>
        </div>
      </div>
      {entries.length === 0 ? (
        <p className="topic-detail__empty">This pool has no timeline.</p>
      ) : (
        <ol className="timeline">
          {entries.map((e, i) => (
            <TimelineItem key={e.id} entry={e} open={isOpen(e, i)} onToggle={() => setToggled((t) => ({ ...t, [e.id]: !isOpen(e, i) }))} />
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * One day: the toggle (day, date, title) and its panel — the description and, for the entry's author,
 * edit. `children` shows under it in view mode (the Timeline tab's takeaways).
 */
export function TimelineItem({ entry, open, onToggle, children }: { entry: Entry; open: boolean; onToggle: () => void; children?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const panelId = `timeline-entry-${entry.id}`;
  return (
    <li className={`timeline__item${open ? ' timeline__item--open' : ''}`}>
      <span className="timeline__dot" aria-hidden="true" />
      <div className="timeline__card pm-card">
        <h2 className="timeline__heading">
          <button type="button" className="timeline__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
            <span className="timeline__day">Day {entry.day}</span>{' '}
            <span className="timeline__date">{entry.date}</span>{' '}
            <span className="timeline__title">{entry.title}</span>
            <ChevronDownIcon size={18} className="timeline__chevron" />
          </button>
        </h2>
        <div id={panelId} className="timeline__panel pm-panel-enter" hidden={!open}>
          {editing ? (
            <TimelineEntryForm
              entry={entry}
              onDone={(ok) => {
                setEditing(false);
                setSaved(ok);
              }}
            />
          ) : (
            <>
              {saved && <Alert tone="success">Saved.</Alert>}
              {entry.description ? <p className="timeline__description">{entry.description}</p> : <p className="topic-detail__empty">No description.</p>}
              {entry.viewerCanEdit && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Edit day ${entry.day}`}
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  <EditIcon size={16} /> Edit
                </Button>
              )}
              {children}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function TimelineEntryForm({ entry, onDone }: { entry: Entry; onDone: (saved: boolean) => void }) {
  const [title, setTitle] = useState(entry.title);
  const [description, setDescription] = useState(entry.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateTimelineEntryMutationDocument);
  const base = `timeline-edit-${entry.id}`;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    if (!title.trim()) {
      setErrors({ title: MSG.timelineTitleRequired(entry.day) });
      return;
    }
    try {
      await update({ variables: { id: entry.id, title: title.trim(), description: description.trim() || null } });
      onDone(true);
    } catch (err) {
      const fe = toFormErrors(err, ['title', 'description']);
      setErrors(fe.fields);
      setFormError(fe.form);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Edit day ${entry.day}`}>
      {formError && <Alert>{formError}</Alert>}
      <TextField
        id={`${base}-title`}
        label="Title"
        value={title}
        maxLength={LIMITS.timelineTitleMax}
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value);
          setErrors({});
        }}
      />
      <FormField id={`${base}-description`} label="Description" error={errors.description} meta={`${description.length}/${LIMITS.timelineDescriptionMax}`}>
        <textarea
          id={`${base}-description`}
          className="pm-textarea"
          rows={4}
          value={description}
          maxLength={LIMITS.timelineDescriptionMax}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(`${base}-description`, null, errors.description)}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <div className="timeline__actions">
        <Button variant="secondary" size="small" onClick={() => onDone(false)} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" size="small" loading={loading}>
          Save
        </Button>
      </div>
    </form>
  );
}
