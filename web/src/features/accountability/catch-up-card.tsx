import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CatchUpQuery } from '../../gql/graphql';
import { relativeTime, upcomingTime } from '../../lib/time-format';
import { useTabVisible } from '../../lib/use-tab-active';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { CatchUpQueryDocument, MarkTopicVisitedMutationDocument } from './accountability.graphql';
import './accountability.css';
import { paths } from '../../lib/paths';

/** The tabs of one browser tell each other a card was dismissed. */
const CATCH_UP_CHANNEL = 'poolmates:catch-up-dismissed';

type CatchUp = NonNullable<NonNullable<CatchUpQuery['topic']>['catchUp']>;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Anything new since the last visit? (a first visit has no `since`: no card) */
export function hasNews(c: CatchUp | null | undefined): c is CatchUp {
  return !!c?.since && c.newPosts + c.newTakeaways + c.newResources + c.unreadComments > 0;
}

/**
 * "While you were away": what the squad did after the person last saw the workspace (the server
 * leaves out their own posts, posts they replied to and posts their feed showed live). The
 * marker is the server's, one per person and topic:
 * - each answer moves it to the moment it was read (`day.serverNow`), so the card is shown once —
 *   not again after a reload, nor in another tab — and stays here until "Got it";
 * - leaving the workspace or hiding the browser tab moves it to now (what was on screen was seen);
 *   coming back to the tab reads the card again: what arrived while it was hidden, if anything;
 * - "Got it" moves it to now and closes the card in this browser's other open tabs at once (a
 *   BroadcastChannel: two windows side by side); another device's drops it at its next read.
 */
export function CatchUpCard({ topicId }: { topicId: string }) {
  const { data, refetch } = useQuery(CatchUpQueryDocument, { variables: { topicId }, fetchPolicy: 'network-only' });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [mark, { loading }] = useMutation(MarkTopicVisitedMutationDocument);
  const c = data?.topic?.catchUp;
  const showing = hasNews(c) && dismissed !== c.day.serverNow;
  const servedAt = c?.day.serverNow ?? null;
  const shown = useRef(false);
  // the latest mark function and topic (the mutate function is not stable across renders)
  const markNow = useRef<(upTo?: string) => void>(() => undefined);
  useEffect(() => {
    markNow.current = (upTo) => void mark({ variables: { topicId, upTo } }).catch(() => undefined);
  });
  useEffect(() => {
    if (!servedAt) return;
    shown.current = true;
    markNow.current(servedAt);
  }, [servedAt]);
  // one click dismisses the card in every open tab of this browser
  const channel = useRef<BroadcastChannel | null>(null);
  const servedRef = useRef(servedAt);
  useEffect(() => {
    servedRef.current = servedAt;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CATCH_UP_CHANNEL);
    ch.addEventListener('message', (m: MessageEvent<{ topicId?: string }>) => {
      if (m.data?.topicId === topicId && servedRef.current) setDismissed(servedRef.current);
    });
    channel.current = ch;
    return () => {
      channel.current = null;
      ch.close();
    };
  }, [topicId]);
  const visible = useTabVisible();
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (wasVisible.current === visible) return;
    wasVisible.current = visible;
    if (!shown.current) return;
    if (!visible) markNow.current();
    else void refetch().catch(() => undefined);
  }, [visible, refetch]);
  // leaving the workspace: what it showed was seen (only once a card was read: a mount that never
  // loaded must not move the marker past what it would have shown)
  useEffect(
    () => () => {
      if (shown.current) markNow.current();
    },
    [],
  );
  if (!showing || !c) return null;
  const parts = [
    c.newPosts && count(c.newPosts, 'new post', 'new posts'),
    c.newTakeaways && count(c.newTakeaways, 'takeaway', 'takeaways'),
    c.newResources && count(c.newResources, 'resource', 'resources'),
    c.unreadComments && count(c.unreadComments, 'unread comment', 'unread comments'),
  ].filter(Boolean);
  const dismiss = () => {
    setDismissed(c.day.serverNow);
    markNow.current();
    channel.current?.postMessage({ topicId });
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
                <Link to={paths.postPreview(topicId, p.id)} className="catch-up__item">
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
