import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CatchUpQuery } from '../../gql/graphql';
import { relativeTime, upcomingTime } from '../../lib/time-format';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { CatchUpQueryDocument, MarkTopicVisitedMutationDocument } from './accountability.graphql';
import './accountability.css';

type CatchUp = NonNullable<NonNullable<CatchUpQuery['topic']>['catchUp']>;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Anything new since the last visit? (a first visit has no `since`: no card) */
export function hasNews(c: CatchUp | null | undefined): c is CatchUp {
  return !!c?.since && c.newPosts + c.newTakeaways + c.newResources + c.unreadComments > 0;
}

/**
 * "While you were away": shown when a member opens the active topic after being away and the squad
 * did something since. Reading it does not move the visit marker; "Got it" does (markTopicVisited).
 */
export function CatchUpCard({ topicId }: { topicId: string }) {
  const { data } = useQuery(CatchUpQueryDocument, { variables: { topicId }, fetchPolicy: 'network-only' });
  const [dismissed, setDismissed] = useState(false);
  const [mark, { loading }] = useMutation(MarkTopicVisitedMutationDocument);
  const c = data?.topic?.catchUp;
  const showing = !dismissed && hasNews(c);
  // Nothing to catch up on (a first visit, or nothing new): this visit is the new marker at once.
  // With news, the marker moves only when the card is dismissed, so it comes back until read.
  const loaded = !!data?.topic;
  useEffect(() => {
    if (loaded && !showing && !dismissed) void mark({ variables: { topicId } }).catch(() => undefined);
  }, [loaded, showing, dismissed, mark, topicId]);
  if (!showing || !c) return null;
  const parts = [
    c.newPosts && count(c.newPosts, 'new post', 'new posts'),
    c.newTakeaways && count(c.newTakeaways, 'takeaway', 'takeaways'),
    c.newResources && count(c.newResources, 'resource', 'resources'),
    c.unreadComments && count(c.unreadComments, 'unread comment', 'unread comments'),
  ].filter(Boolean);
  const dismiss = () => {
    setDismissed(true);
    void mark({ variables: { topicId } }).catch(() => undefined);
  };
  return (
    <section className="catch-up pm-card" aria-labelledby={`catch-up-${topicId}`}>
      <div className="catch-up__head">
        <h2 className="catch-up__title" id={`catch-up-${topicId}`}>
          While you were away
        </h2>
        <button type="button" className="pm-icon-button" aria-label="Dismiss what you missed" onClick={dismiss}>
          <CloseIcon size={18} />
        </button>
      </div>
      <p className="catch-up__summary">
        {c.day.state === 'RUNNING' ? (
          <strong>
            Day {c.day.day} of {c.day.totalDays}
          </strong>
        ) : c.day.state === 'ENDED' ? (
          <strong>The pool has ended</strong>
        ) : (
          <strong>Starts soon</strong>
        )}
        {' · since '}
        {/* measured against the server's now (the day's), like every day here */}
        {c.since && <time dateTime={c.since}>{relativeTime(c.since, Date.parse(c.day.serverNow))}</time>}: {parts.join(', ')}.
        {c.checkedInToday.length > 0 && ` ${count(c.checkedInToday.length, 'person has', 'people have')} checked in today.`}
      </p>
      {c.latestPosts.length > 0 && (
        <div className="catch-up__group">
          <h3 className="catch-up__label">Posted</h3>
          <ul className="catch-up__list">
            {c.latestPosts.map((p) => (
              <li key={p.id}>
                <Link to={`/homepage/active/${topicId}/preview/${p.id}`} className="catch-up__item">
                  <span className="catch-up__who">{p.author.username}:</span> {p.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.latestTakeaways.length > 0 && (
        <div className="catch-up__group">
          <h3 className="catch-up__label">Taken away</h3>
          <ul className="catch-up__list">
            {c.latestTakeaways.map((t) => (
              <li key={t.id} className="catch-up__item">
                <span className="catch-up__who">{t.author.username}:</span> {t.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.nextCall && (
        <p className="catch-up__call">
          Next call: <time dateTime={c.nextCall}>{upcomingTime(c.nextCall, new Date(Date.parse(c.day.serverNow)))}</time>
        </p>
      )}
      <Button size="small" loading={loading} onClick={dismiss}>
        Got it
      </Button>
    </section>
  );
}
