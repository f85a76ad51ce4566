import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink, Route, Routes, useParams } from 'react-router';
import type { WorkspaceTopicQuery } from '../../gql/graphql';
import { personName } from '../../lib/person';
import { MeQueryDocument } from '../../lib/session.graphql';
import { SquadEventsContext, type SquadEventLite } from '../../lib/squad-events';
import type { WorkspaceTab } from '../../lib/web-feature';
import { FlashMessage } from '../../ui/flash-message';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { AlertIcon, UsersIcon } from '../../ui/icons';
import { NotFound } from '../../ui/not-found';
import { LoadingScreen } from '../../ui/spinner';
import { StatePanel } from '../../ui/state-panel';
import { DiscussionTab, type CallSlot } from './discussion-tab';
import { useSquadLive } from './use-squad-live';
import { WorkspaceContext } from './workspace-context';
import { accountPath, dayLabel, poolDetailPath, workspacePath } from './format';
import { WorkspacePresenceSubscriptionDocument, WorkspaceTopicQueryDocument } from './workspace.graphql';
import './workspace.css';

type TopicProps = { topicId: string };
type OwnerProps = { topicId: string; viewerIsOwner: boolean };

/**
 * The other helpers' parts of the active topic (docs/decisions/032): each a component from its own
 * feature, passed in by app/ (features do not import each other).
 */
export interface WorkspaceSlots {
  /** Active tab (index route): composer and feed. */
  feed: ComponentType<OwnerProps>;
  /** …/preview/:postId */
  postPreview: ComponentType<OwnerProps & { postId: string }>;
  /** Header: "N posts" (renders nothing on error). */
  postCount: ComponentType<TopicProps>;
  /** …/smarttag */
  smartTags: ComponentType<OwnerProps>;
  /** Header: the search icon and box. */
  search: ComponentType<TopicProps>;
  /** …/postsearch */
  postSearch: ComponentType<TopicProps>;
  /** …/timeline */
  timeline: ComponentType<OwnerProps>;
  /** …/resources */
  resources: ComponentType<OwnerProps>;
  // the accountability loop (features/accountability, docs/decisions/046)
  /** Header: my and the squad's streak, the Reminders panel, the live accountability events. */
  topicTools: ComponentType<TopicProps>;
  /** Active tab, above the feed: today's check-in. */
  checkInCard: ComponentType<TopicProps>;
  /** Above every tab: what the squad did since my last visit (renders nothing when nothing). */
  catchUp: ComponentType<TopicProps>;
  /** Team row: the tick on a member who checked in today. */
  checkedIn: ComponentType<TopicProps & { userId: string }>;
  /** The shared focus timer (the Discussion tab mounts it through FocusTimerSlot). */
  focusTimer: ComponentType<TopicProps>;
  /** …/Startcall: Start Call / Join Call and the video room (features/calls). */
  call?: CallSlot;
  /** Above every tab: slim bars for what runs in the squad now (a call, a focus block; issue 28). */
  statusBars?: ComponentType<TopicProps>;
}

/** The Squad tab: the member cards with their remove / leave / report menu; leaving goes to `leaveTo`. */
export type SquadTabSlot = ComponentType<{ topicId: string; leaveTo: string }>;

type Topic = NonNullable<WorkspaceTopicQuery['topic']>;
type Member = Topic['members'][number];

/** The tabs, each at its own route (active-topic.md §2), so a reload or a shared link opens it. */
const TABS = [
  { to: '', label: 'Active', end: true },
  { to: 'timeline', label: 'Timeline' },
  { to: 'Startcall', label: 'Discussion' },
  { to: 'team', label: 'Squad' },
  { to: 'resources', label: 'Assets' },
  { to: 'smarttag', label: 'SmartTag' },
] as const;

/**
 * /homepage/active/:topicId/* — the squad's workspace, for its members only. An unknown topic gets
 * the not-found screen; someone outside the squad gets "Join this squad" (never the content); a
 * failed load keeps the URL and offers to try again.
 */
export function WorkspacePage({ slots, squad: SquadTab, tabs = [] }: { slots: WorkspaceSlots; squad: SquadTabSlot; tabs?: readonly WorkspaceTab[] }) {
  const { topicId = '' } = useParams();
  const numeric = /^\d+$/.test(topicId);
  const { data, loading, error, refetch } = useQuery(WorkspaceTopicQueryDocument, {
    variables: { id: topicId },
    skip: !numeric,
    notifyOnNetworkStatusChange: true,
  });

  if (!numeric) return <NotFound homeTo="/homepage" embedded />;
  if (loading && !data) return <LoadingScreen label="Loading the squad's workspace…" />;
  if (error && !data) {
    return (
      <StatePanel
        icon={<AlertIcon size={28} />}
        title="Could not load this pool"
        actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
      >
        Check your connection and try again.
      </StatePanel>
    );
  }
  const topic = data?.topic;
  if (!topic) return <NotFound homeTo="/homepage" embedded />;
  if (topic.viewerStatus !== 'OWNER' && topic.viewerStatus !== 'MEMBER') {
    return (
      <StatePanel
        icon={<UsersIcon size={28} />}
        title="Join this squad"
        actions={<ButtonLink to={poolDetailPath(topic.id)}>See the pool</ButtonLink>}
      >
        Only the squad of “{topic.topic}” sees its workspace. Ask to join from the pool's page.
      </StatePanel>
    );
  }
  return <Workspace topic={topic} slots={slots} SquadTab={SquadTab} tabs={tabs} refetch={refetch} />;
}

function Workspace({ topic, slots, SquadTab, tabs, refetch }: { topic: Topic; slots: WorkspaceSlots; SquadTab: SquadTabSlot; tabs: readonly WorkspaceTab[]; refetch: () => Promise<unknown> }) {
  const { feed: Feed, postPreview: PostPreview, postCount: PostCount, smartTags: SmartTags, search: Search, postSearch: PostSearch, timeline: Timeline, resources: Resources } = slots;
  const { topicTools: TopicTools, checkInCard: CheckInCard, catchUp: CatchUp, checkedIn: CheckedIn, focusTimer, statusBars: StatusBars } = slots;
  const viewerIsOwner = topic.viewerStatus === 'OWNER';
  const [notice, setNotice] = useState<string | null>(null);
  const membersRef = useRef(topic.members);
  useEffect(() => {
    membersRef.current = topic.members;
  });
  const squadEvents = useSquadLive(topic.id, topic.squadEventId, (e: SquadEventLite) => {
    // the header's avatars and counts (and, for someone removed, the gate) are read again
    void refetch()
      .then((r) => {
        const fresh = (r as { data?: WorkspaceTopicQuery }).data?.topic?.members ?? [];
        const who = [...fresh, ...membersRef.current].find((m) => m.id === e.userId);
        const name = who ? personName(who) : 'Someone';
        if (e.kind === 'member.joined') setNotice(`${name} joined the squad.`);
        else if (e.kind === 'member.left') setNotice(`${name} left the squad.`);
        else if (e.kind === 'member.removed') setNotice(`${name} is no longer in the squad.`);
      })
      .catch(() => undefined);
  });
  const { data: me } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const meId = me?.me?.id ?? null;
  const online = usePresence(topic, refetch, meId);
  const props = { topicId: topic.id, viewerIsOwner };
  const context = useMemo(() => ({ topicId: topic.id, focusTimer }), [topic.id, focusTimer]);

  return (
    <SquadEventsContext value={squadEvents}>
    <WorkspaceContext value={context}>
    <div className="workspace">
      <header className="workspace__header">
        <div className="workspace__title-row">
          <h1 className="workspace__title">
            <Link to={poolDetailPath(topic.id)} className="workspace__title-link">
              {topic.topic}
            </Link>
          </h1>
          <div className="workspace__tools">
            <span className="workspace__count">
              <PostCount topicId={topic.id} />
            </span>
            <TopicTools topicId={topic.id} />
            <Search topicId={topic.id} />
          </div>
        </div>
        <div className="workspace__meta">
          <span className="workspace__day">{dayLabel(topic)}</span>
          <TeamAvatars members={topic.members} ownerId={topic.owner.id} meId={meId} isOnline={online} topicId={topic.id} checkedIn={CheckedIn} />
        </div>
        <nav className="workspace__tabs" aria-label="Workspace">
          {TABS.map((tab) => (
            <NavLink key={tab.label} to={workspacePath(topic.id, tab.to)} end={'end' in tab} className="workspace__tab">
              {tab.label}
            </NavLink>
          ))}
          {/* the tabs other features add (their manifests' workspaceTabs, composed by app/) */}
          {tabs.map((tab) => (
            <NavLink key={tab.path} to={workspacePath(topic.id, tab.path)} className="workspace__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <section className="workspace__pane" aria-label="Workspace content">
        {StatusBars && <StatusBars topicId={topic.id} />}
        {notice && <FlashMessage onClose={() => setNotice(null)}>{notice}</FlashMessage>}
        <CatchUp topicId={topic.id} />
        <Routes>
          <Route
            index
            element={
              <>
                <CheckInCard topicId={topic.id} />
                <Feed {...props} />
              </>
            }
          />
          <Route path="timeline" element={<Timeline {...props} />} />
          <Route path="Startcall" element={<DiscussionTab members={topic.members} isOnline={online} topicId={topic.id} topicTitle={topic.topic} Call={slots.call} />} />
          <Route path="team" element={<SquadTab topicId={topic.id} leaveTo="/" />} />
          <Route path="resources" element={<Resources {...props} />} />
          <Route path="smarttag" element={<SmartTags {...props} />} />
          {tabs.map(({ path, tab: Tab }) => (
            <Route key={path} path={path} element={<Tab {...props} />} />
          ))}
          <Route path="postsearch" element={<PostSearch topicId={topic.id} />} />
          <Route path="preview/:postId" element={<PreviewRoute Preview={PostPreview} {...props} />} />
          <Route path="*" element={<NotFound homeTo={workspacePath(topic.id)} embedded />} />
        </Routes>
      </section>
    </div>
    </WorkspaceContext>
    </SquadEventsContext>
  );
}

function PreviewRoute({ Preview, ...props }: OwnerProps & { Preview: WorkspaceSlots['postPreview'] }) {
  const { postId = '' } = useParams();
  return <Preview {...props} postId={postId} />;
}

/**
 * Who of the squad is online: the page's answer, then the presence stream, which opens with every
 * member's state (the viewer first) and goes on with the changes. The page's answer was read over
 * HTTP before this tab's socket existed, so it has the viewer offline: once the stream delivers,
 * the viewer is online here (their socket is open) whatever an event says. A socket that comes
 * back (network switch, sleep) reads the answer again, since changes meanwhile were missed.
 */
function usePresence(topic: Topic, refetch: () => Promise<unknown>, meId: string | null): (userId: string) => boolean {
  const [live, setLive] = useState<Record<string, boolean>>({});
  const [streaming, setStreaming] = useState(false);
  useSubscription(WorkspacePresenceSubscriptionDocument, {
    variables: { topicId: topic.id },
    // handled in onData: no cache write and no re-render of the workspace per event
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const ev = data.data?.presenceChanged;
      if (!ev) return;
      setStreaming(true);
      setLive((p) => ({ ...p, [ev.userId]: ev.online }));
    },
    onComplete: () => setStreaming(false),
    onError: () => setStreaming(false),
  });
  useEffect(() => {
    const catchUp = () => {
      void refetch()
        .then(() => setLive({}))
        .catch(() => undefined);
    };
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, [refetch]);
  const initial = topic.onlineMemberIds ?? [];
  return (userId) => (streaming && userId === meId) || (live[userId] ?? initial.includes(userId));
}

/** The squad's avatars with an online dot; each opens that person's profile (mine too). */
export function TeamAvatars({
  members,
  ownerId,
  meId,
  isOnline,
  topicId,
  checkedIn: CheckedIn,
}: {
  members: Member[];
  ownerId: string;
  meId: string | null;
  isOnline: (id: string) => boolean;
  topicId?: string;
  /** The accountability tick on who checked in today. */
  checkedIn?: WorkspaceSlots['checkedIn'];
}) {
  return (
    <ul className="team-avatars" aria-label="Squad">
      {members.map((m) => {
        const name = personName(m);
        const on = isOnline(m.id);
        const who = `${m.id === meId ? `${name} (you)` : name}${m.id === ownerId ? ', owner' : ''}, ${on ? 'online' : 'offline'}`;
        return (
          <li key={m.id} className="team-avatars__item">
            <Link to={accountPath(m.id)} className="team-avatars__link" aria-label={who} title={who}>
              <Avatar name={name} imageUrl={m.profileImageUrl} size={36} />
              <span className={on ? 'team-avatars__dot team-avatars__dot--online' : 'team-avatars__dot'} aria-hidden="true" />
            </Link>
            {CheckedIn && topicId && <CheckedIn topicId={topicId} userId={m.id} />}
          </li>
        );
      })}
    </ul>
  );
}
