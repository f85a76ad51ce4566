import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { TopicCardFieldsFragment } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { Pill } from '../../ui/pill';
import { plural, poolTime, startLabel, wantedFriends } from './format';
import { TopicArt } from './topic-art';

/** The topic image (500×550) or its category's artwork in the same shape. */
export function TopicImage({ url, category, className = '' }: { url: string | null; category: string; className?: string }) {
  return <div className={`topic-image ${className}`}>{url ? <img src={url} alt="" loading="lazy" /> : <TopicArt category={category} />}</div>;
}

/**
 * A topic card: image or its category's artwork, topic, 'With' the owner's avatar and yourname, 'Want' n friends
 * (besides the owner) with "m/n joined", 'For' n days, 'Start' date@time in the viewer's zone (pools-and-squads.md §2). The whole card opens the topic; `aside` holds extra
 * controls above the link (Your pools: the 'active' label or the delete icon).
 */
export function TopicCard({ topic, to, aside, ref }: { topic: TopicCardFieldsFragment; to: string; aside?: ReactNode; ref?: Ref<HTMLLIElement> }) {
  const owner = personName(topic.owner);
  return (
    <li className="topic-card pm-card" ref={ref}>
      <TopicImage url={topic.imageUrl} category={topic.category.name} className="topic-card__image" />
      <div className="topic-card__body">
        <div className="topic-card__pills">
          <Pill className="topic-card__category">{topic.category.name}</Pill>
          {/* a full squad says so in every list (issue 28); the pool page says 'Member is Full' */}
          {topic.squadSize > 1 && topic.memberCount >= topic.squadSize && <Pill tone="danger">Full</Pill>}
        </div>
        <h2 className="topic-card__title">
          <Link to={to} className="topic-card__link">
            {topic.topic}
          </Link>
        </h2>
        <dl className="topic-card__facts">
          <div>
            <dt>With</dt>
            <dd className="topic-card__with" title={owner === topic.yourName ? undefined : `Published by ${owner}`}>
              <Avatar name={owner} imageUrl={topic.owner.profileImageUrl} size={22} />
              <span>{topic.yourName}</span>
            </dd>
          </div>
          <div>
            <dt>Want</dt>
            <dd>
              {wantedFriends(topic.squadSize)}
              {topic.squadSize > 1 && (
                <span className="topic-card__joined">
                  {' · '}
                  {topic.memberCount}/{topic.squadSize} joined
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>For</dt>
            <dd>{plural(topic.durationDays, 'day')}</dd>
          </div>
          <div>
            <dt>Start</dt>
            {/* in the viewer's zone, that zone named when it is not the pool's; the pool's own on hover (issues 17, 28) */}
            <dd title={`${startLabel(topic.startDate, topic.startTime)} ${topic.timezone.replaceAll('_', ' ')}`}>{poolTime(topic.startsAt, topic.timezone)}</dd>
          </div>
        </dl>
      </div>
      {aside && <div className="topic-card__aside">{aside}</div>}
    </li>
  );
}
