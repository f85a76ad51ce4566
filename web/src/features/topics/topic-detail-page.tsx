import { useQuery } from '@apollo/client/react';
import { useState, type ComponentType } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { loadFailure } from '../../lib/graphql-errors';
import { profilePath } from '../../lib/person';
import { timeZoneLabel } from '../../lib/time-zone-options';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../ui/avatar';
import { ButtonLink } from '../../ui/button-link';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, GlobeIcon, ListIcon, ShareIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/load-failed';
import { Pill } from '../../ui/pill';
import { LoadingScreen } from '../../ui/spinner';
import { personName, plural, poolTime, startLabel, upcomingLabel, zoneNote } from './format';
import { MEMBER_AREA, noMatchPath, shareUrl, timelinePath, useTopicArea } from './topic-area';
import { JoinActions } from './join-actions';
import { ShareDialog } from './share-dialog';
import { SquadList } from './squad-list';
import { TopicImage } from './topic-card';
import { TopicDetailQueryDocument } from './topic.graphql';
import './topics.css';

const STATE_LABEL = { RUNNING: 'Running', ENDED: 'Ended' } as const;
/** 'Starts soon' only within a day of the start (issue 17), 'Upcoming' before that. */
const stateLabel = (t: { state: 'UPCOMING' | 'RUNNING' | 'ENDED'; startsAt: string }) => (t.state === 'UPCOMING' ? upcomingLabel(t.startsAt) : STATE_LABEL[t.state]);
// UPCOMING keeps its own paler amber (`.topic-state--upcoming` in topic-detail.css).
const STATE_TONE = { UPCOMING: 'neutral', RUNNING: 'success', ENDED: 'neutral' } as const;

/** What the comments area gets; the app layer supplies it (features do not import each other). */
export interface CommentsSlotProps {
  topicId: string;
  signedIn: boolean;
  notifiedCommentId: string | null;
  notifiedReplyId: string | null;
}
export type CommentsSlot = ComponentType<CommentsSlotProps>;

/**
 * pooldetails/{id} (pools-and-squads.md §2): back arrow, image or placeholder, owner, squad avatars
 * with 'n / noofpartner', the 'TimeLine' link (visitors sign in first, then land on the timeline),
 * the viewer's join action and squad menu, share dialog, description, and the comments area
 * (`comments`). An unknown topic goes to the not-found screen; a failed load (offline, server
 * error) stays on its URL and offers Retry. Opened from a
 * notification (`fromNotification`, notifydetails/{id}?comment=…&reply=…) the comments area shows
 * that comment first; without a comment id it goes to / (spec §2, §8).
 */
export function TopicDetailPage({ comments: Comments, fromNotification = false }: { comments?: CommentsSlot; fromNotification?: boolean }) {
  const area = useTopicArea();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [sharing, setSharing] = useState(false);
  const [params] = useSearchParams();
  const notifiedCommentId = fromNotification ? params.get('comment') : null;
  const lost = fromNotification && !notifiedCommentId;
  const { data, loading, error, refetch } = useQuery(TopicDetailQueryDocument, { variables: { id }, skip: lost });
  useDocumentTitle(data?.topic?.topic);

  if (lost) return <Navigate to="/" replace />;

  if (loading && !data) return <LoadingScreen label="Loading the pool…" />;
  const topic = data?.topic;
  const failure = topic ? null : loadFailure(error);
  if (failure) return <LoadFailed what="this pool" reason={failure} onRetry={() => refetch()} />;
  if (!topic) return <Navigate to={noMatchPath(area)} replace />;

  // Visitors sign in first and then land on the timeline inside the app.
  const timeline = timelinePath(MEMBER_AREA, topic.id);
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(area.base));

  return (
    <article className="topic-detail">
      <div className="topic-detail__bar">
        <button type="button" className="pm-icon-button" aria-label="Back" onClick={back}>
          <ArrowLeftIcon />
        </button>
        <span className="topic-detail__crumb">{topic.category.name}</span>
      </div>

      <div className="topic-detail__hero pm-card">
        <TopicImage url={topic.imageUrl} category={topic.category.name} className="topic-detail__image" />
        <div className="topic-detail__summary">
          <Pill tone={STATE_TONE[topic.state]} className={`topic-state topic-state--${topic.state.toLowerCase()}`}>
            {stateLabel(topic)}
          </Pill>
          <h1 className="topic-detail__title">{topic.topic}</h1>
          <div className="topic-detail__owner">
            <Avatar name={personName(topic.owner)} imageUrl={topic.owner.profileImageUrl} size={40} />
            <div>
              <div className="topic-detail__owner-name">With {topic.yourName}</div>
              <div className="topic-detail__owner-user">
                Published by{' '}
                <Link className="squad-card__link" to={profilePath(topic.owner.id, area.signedIn)}>
                  @{topic.owner.username}
                </Link>
              </div>
            </div>
          </div>
          <ul className="topic-detail__facts">
            <li>
              <CalendarIcon size={18} />
              {/* the viewer's own time first; the pool's own beside it when the zones differ (issue 17) */}
              <span>
                Start <strong>{poolTime(topic.startsAt, topic.timezone)}</strong>
                {zoneNote(topic.startsAt, topic.timezone) && (
                  <>
                    {' '}
                    your time <span className="topic-detail__pool-time">({startLabel(topic.startDate, topic.startTime)} in the pool&apos;s zone)</span>
                  </>
                )}
              </span>
            </li>
            <li>
              <ClockIcon size={18} />
              <span>
                For <strong>{plural(topic.durationDays, 'day')}</strong>
              </span>
            </li>
            <li>
              <GlobeIcon size={18} />
              <span>{timeZoneLabel(topic.timezone)}</span>
            </li>
          </ul>
          <div className="squad">
            <div className="squad__head">
              <h2 className="squad__title">Squad</h2>
              <p className="squad__count">
                <strong>
                  {topic.memberCount} / {topic.squadSize}
                </strong>{' '}
                members
              </p>
            </div>
            <SquadList topic={topic} onChanged={refetch} />
          </div>
          <JoinActions topic={topic} onChanged={refetch} />
          <div className="topic-detail__actions">
            {area.signedIn ? (
              <ButtonLink to={timeline}>
                <ListIcon size={18} />
                TimeLine
              </ButtonLink>
            ) : (
              <ButtonLink to="/signin" state={{ from: timeline }}>
                <ListIcon size={18} />
                TimeLine
              </ButtonLink>
            )}
            <button type="button" className="pm-button pm-button--secondary" onClick={() => setSharing(true)}>
              <ShareIcon size={18} />
              Share
            </button>
          </div>
        </div>
      </div>

      <section className="topic-detail__section pm-card" aria-labelledby="topic-about">
        <h2 id="topic-about">About this pool</h2>
        {topic.description ? (
          <p className="topic-detail__description">{topic.description}</p>
        ) : (
          <p className="topic-detail__empty">No description yet.</p>
        )}
      </section>

      {Comments && (
        <div className="topic-detail__section">
          <Comments
            key={`${topic.id}:${notifiedCommentId ?? ''}`}
            topicId={topic.id}
            signedIn={area.signedIn}
            notifiedCommentId={notifiedCommentId}
            notifiedReplyId={notifiedCommentId ? params.get('reply') : null}
          />
        </div>
      )}

      {sharing && <ShareDialog url={shareUrl(topic.id)} onClose={() => setSharing(false)} />}
    </article>
  );
}
