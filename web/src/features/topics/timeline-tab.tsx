import { useMutation, useQuery } from '@apollo/client/react';
import { firstScreenFetchPolicy } from '../../lib/first-screen';
import { useSquadEvents } from '../../lib/squad-events';
import { LIMITS, MSG } from '@poolmates/schema';
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode, type RefObject } from 'react';
import { idle } from '../../lib/use-after-first-paint';
import type { TakeawayFieldsFragment, TimelineTabQuery } from '../../gql/graphql';
import { errorMessage, toFormErrors } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { describedBy, FormField } from '../../ui/form-field';
import { CalendarIcon, TrashIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingScreen } from '../../ui/spinner';
import { StatePanel } from '../../ui/state-panel';
import { TimelineItem } from './timeline-page';
import { AddTakeawayMutationDocument, DeleteTakeawayMutationDocument, TimelineTabQueryDocument, UpdateTakeawayMutationDocument } from './timeline-tab.graphql';
import './topics.css';
import './takeaways.css';

type Day = TimelineTabQuery['timeline'][number];
type Takeaway = TakeawayFieldsFragment;

export interface TimelineTabProps {
  topicId: string;
  /** Editing a day is for its author (the owner, who wrote the timeline): the server says so per day (`viewerCanEdit`). */
  viewerIsOwner: boolean;
  /** Under each day, after its takeaways: the squad's check-ins (features/accountability, through app/). */
  dayCheckIns?: ComponentType<{ topicId: string; day: number }>;
  /** Around the days: where `dayCheckIns` read their answers, once for the whole tab (decision 074). */
  checkInsScope?: ComponentType<{ topicId: string; children: ReactNode }>;
}

/** The days whose takeaways and check-ins mount with the tab; the others when near the screen, or a few at a time in idle moments. */
const EAGER_DAYS = 3;
const IDLE_BATCH = 3;

/**
 * Which days mount their heavy parts (issue 28 item 10: the Timeline's 21 days at once were its
 * long task): the first `EAGER_DAYS`, any day that comes near the screen, and the rest in idle
 * moments after the first paint, so that all are there soon without one long task. Without
 * IntersectionObserver (old browsers, tests) every day mounts at once.
 */
function useMountedDays(list: RefObject<HTMLOListElement | null>, total: number): (index: number) => boolean {
  const lazy = typeof IntersectionObserver !== 'undefined';
  const [upTo, setUpTo] = useState(lazy ? EAGER_DAYS : Number.POSITIVE_INFINITY);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  const done = upTo >= total;
  useEffect(() => {
    if (done) return;
    // a batch per idle moment until every day is mounted (then `done` ends the chain)
    let cancel = idle(function step() {
      setUpTo((n) => n + IDLE_BATCH);
      cancel = idle(step);
    });
    return () => cancel();
  }, [done]);
  useEffect(() => {
    const ol = list.current;
    if (done || !ol) return;
    const items = Array.from(ol.children);
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => items.indexOf(e.target));
        if (seen.length) setNear((s) => (seen.every((i) => s.has(i)) ? s : new Set([...s, ...seen])));
      },
      { rootMargin: '600px 0px' },
    );
    for (const item of items) observer.observe(item);
    return () => observer.disconnect();
  }, [list, done]);
  return (index) => index < upTo || near.has(index);
}

/**
 * The active topic's Timeline tab (active-topic.md §2, §4, §5): the collapsible days (the last one
 * collapsed at first), the author's edit of title and description, and under each day the squad's
 * takeaways with a Takeaway button that opens 'Share Your Takeaway'.
 */
export function TimelineTab({ topicId, dayCheckIns, checkInsScope: Scope }: TimelineTabProps) {
  // just asked with the session check (decision 083): not a second time
  const [fetchPolicy] = useState(firstScreenFetchPolicy);
  const { data, loading, error, refetch } = useQuery(TimelineTabQueryDocument, { variables: { topicId }, fetchPolicy });
  // another member's takeaway reaches this tab live (the squad stream, decision 051)
  useSquadEvents(['takeaway.'], () => void refetch().catch(() => undefined));

  if (!data) {
    if (loading) return <LoadingScreen label="Loading the timeline…" />;
    return (
      <StatePanel title="Could not load the timeline" actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
        {error ? errorMessage(error) : 'Check your connection and try again.'}
      </StatePanel>
    );
  }
  if (data.timeline.length === 0) {
    return (
      <StatePanel icon={<CalendarIcon size={26} />} title="No timeline">
        This pool has no timeline.
      </StatePanel>
    );
  }
  const body = <TimelineDays topicId={topicId} days={data.timeline} dayCheckIns={dayCheckIns} />;
  return Scope ? <Scope topicId={topicId}>{body}</Scope> : body;
}

function TimelineDays({ topicId, days, dayCheckIns: DayCheckIns }: { topicId: string; days: readonly Day[]; dayCheckIns: TimelineTabProps['dayCheckIns'] }) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const list = useRef<HTMLOListElement>(null);
  const mounted = useMountedDays(list, days.length);
  const isOpen = (d: Day, i: number) => toggled[d.id] ?? i !== days.length - 1;
  return (
    <section className="timeline-tab" aria-label="Timeline">
      <ol className="timeline" ref={list}>
        {days.map((d, i) => (
          <TimelineItem key={d.id} entry={d} open={isOpen(d, i)} onToggle={() => setToggled((t) => ({ ...t, [d.id]: !isOpen(d, i) }))}>
            {mounted(i) && (
              <>
                {d.takeaways && <DayTakeaways topicId={topicId} day={d} takeaways={d.takeaways} />}
                {DayCheckIns && <DayCheckIns topicId={topicId} day={d.day} />}
              </>
            )}
          </TimelineItem>
        ))}
      </ol>
    </section>
  );
}

/** A day's takeaways, oldest first, and the viewer's Takeaway button (Edit my takeaway once they wrote one). */
function DayTakeaways({ topicId, day, takeaways }: { topicId: string; day: Day; takeaways: Takeaway[] }) {
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState<Takeaway | null>(null);
  const mine = takeaways.find((t) => t.viewerCanEdit) ?? null;
  return (
    <div className="takeaways" aria-label={`Takeaways for day ${day.day}`} role="group">
      <div className="takeaways__head">
        <h3 className="takeaways__title">
          Takeaways
        </h3>
        <Button variant="secondary" size="small" aria-label={mine ? `Edit my takeaway for day ${day.day}` : `Takeaway for day ${day.day}`} onClick={() => setSharing(true)}>
          {mine ? 'Edit my takeaway' : 'Takeaway'}
        </Button>
      </div>
      {takeaways.length === 0 ? (
        <p className="takeaways__empty">No takeaways yet.</p>
      ) : (
        <ul className="takeaways__list">
          {takeaways.map((t) => (
            <li key={t.id} className="takeaways__item">
              <Avatar name={t.author.username} imageUrl={t.author.profileImageUrl} size={28} />
              <div className="takeaways__body">
                <span className="takeaways__author">{t.author.username}</span>
                <p className="takeaways__text">{t.text}</p>
              </div>
              {t.viewerCanDelete && (
                <button type="button" className="pm-icon-button" aria-label={t.viewerCanEdit ? 'Delete my takeaway' : `Delete ${t.author.username}'s takeaway`} onClick={() => setDeleting(t)}>
                  <TrashIcon size={16} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sharing && <ShareTakeawayDialog topicId={topicId} day={day} mine={mine} onClose={() => setSharing(false)} />}
      {deleting && <DeleteTakeawayDialog topicId={topicId} takeaway={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

const refetchTimeline = (topicId: string) => ({ refetchQueries: [{ query: TimelineTabQueryDocument, variables: { topicId } }], awaitRefetchQueries: true });

/**
 * 'Share Your Takeaway' (active-topic.md §5): 1–250 characters; Enter, paste and drop are blocked as
 * the spec says, and the box says so (its hint, and a polite notice when a paste or drop is refused),
 * so nobody is left wondering why nothing happened. Share sends it; the dialog closes on success.
 */
function ShareTakeawayDialog({ topicId, day, mine, onClose }: { topicId: string; day: Day; mine: Takeaway | null; onClose: () => void }) {
  const [text, setText] = useState(mine?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [add, adding] = useMutation(AddTakeawayMutationDocument, refetchTimeline(topicId));
  const [update, updating] = useMutation(UpdateTakeawayMutationDocument, refetchTimeline(topicId));
  const busy = adding.loading || updating.loading;
  const id = `takeaway-${useId()}`;
  const hint = 'Write it in your own words: Enter, paste and drop are turned off here.';

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = text.trim();
    if (!value) {
      setError(MSG.takeawayEmpty);
      return;
    }
    setFormError(null);
    try {
      if (mine) await update({ variables: { id: mine.id, text: value } });
      else await add({ variables: { topicId, timelineEntryId: day.id, text: value } });
      onClose();
    } catch (err) {
      const fe = toFormErrors(err, ['text']);
      setError(fe.fields.text ?? null);
      setFormError(fe.form);
    }
  }

  const refuse = (what: string) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setNotice(`${what} is turned off here: please type your takeaway.`);
  };

  return (
    <ModalDialog title="Share Your Takeaway" onClose={onClose} onEscape={onClose} onOutsideClick={onClose} size="small">
      <form noValidate onSubmit={onSubmit} aria-label="Share Your Takeaway" className="takeaways__form">
        <p className="takeaways__day">
          Day {day.day} · {day.date} · {day.title}
        </p>
        {formError && <Alert>{formError}</Alert>}
        <FormField id={id} label="Your takeaway" error={error} hint={hint} meta={`${text.length}/${LIMITS.takeawayMax}`}>
          <textarea
            id={id}
            className="pm-textarea"
            rows={4}
            value={text}
            maxLength={LIMITS.takeawayMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
              setNotice('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            onPaste={refuse('Paste')}
            onDrop={refuse('Dropping text')}
          />
        </FormField>
        <p className="pm-visually-hidden" role="status" aria-live="polite">
          {notice}
        </p>
        {notice && (
          <p className="takeaways__notice" aria-hidden="true">
            {notice}
          </p>
        )}
        <div className="pm-modal__actions">
          <Button type="submit" loading={busy} disabled={!text.trim()}>
            Share
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function DeleteTakeawayDialog({ topicId, takeaway, onClose }: { topicId: string; takeaway: Takeaway; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteTakeawayMutationDocument, refetchTimeline(topicId));
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setError(null);
    try {
      await remove({ variables: { id: takeaway.id } });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <ConfirmDialog title="Delete takeaway" confirmLabel="Delete" busy={loading} error={error} onConfirm={() => void confirm()} onClose={onClose}>
      {takeaway.viewerCanEdit ? 'Delete your takeaway for this day?' : `Delete ${takeaway.author.username}'s takeaway for the whole squad?`}
    </ConfirmDialog>
  );
}
