import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeSubscriptions } from '../../test/fake-subscriptions';
import { api, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { CallBar } from './call-bar';
import { describeChanges } from './call-room';
import { DiscussionCall } from './discussion-call';
import { markInCall } from './in-call';
import { IncomingCallPopup, RING_MS } from './incoming-call-popup';
import { openLocalMedia } from './media';

// The node build of simple-peer's polyfill needs a native module: the room's peers are faked here.
vi.mock('@thaunknown/simple-peer', () => ({ default: vi.fn<() => object>(() => ({})) }));

const ada = { __typename: 'User', id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null };
const bob = { __typename: 'User', id: 'u2', username: 'bob', firstName: null, lastName: null, profileImageUrl: null };
const NOW = '2026-11-23T22:00:00.000Z';
type Person = { __typename: string; id: string; username: string; firstName: string | null; lastName: string | null; profileImageUrl: null };
const part = (user: Person, sessionId: string, extra: Record<string, unknown> = {}) => ({ __typename: 'CallParticipant', user, sessionId, audio: true, video: true, hand: false, screen: false, joinedAt: NOW, ...extra });
const callOf = (participants: ReturnType<typeof part>[], extra: Record<string, unknown> = {}) => ({
  __typename: 'Call',
  id: 'c1',
  topicId: '5',
  running: true,
  startedAt: NOW,
  viewerIsStarter: false,
  topic: { __typename: 'Topic', id: '5', topic: 'Rust study' },
  startedBy: ada,
  participants,
  ...extra,
});

/** Event ids of the log, increasing across the file (each render starts from the head '0'). */
let seq = 0;
const nextId = () => String(++seq);

function ring(kind: string, id = nextId()) {
  return { __typename: 'IncomingCall', id, kind, call: { __typename: 'Call', id: 'c1', topicId: '5', running: true, topic: { __typename: 'Topic', id: '5', topic: 'Rust study' } }, caller: ada };
}

function renderPopup() {
  const subs = fakeSubscriptions();
  const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
  renderWithProviders(
    <Routes>
      <Route path="/homepage/active/:topicId/Startcall" element={<p>room page</p>} />
      <Route path="*" element={<IncomingCallPopup />} />
    </Routes>,
    { path: '/homepage', client },
  );
  return { subs };
}

afterEach(() => {
  markInCall(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('incoming call popup', () => {
  it('shows topic and caller; Accept opens the room with ?join', async () => {
    const { subs } = renderPopup();
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('IncomingCalls'));
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING')));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ada Lovelace is calling' });
    expect(dialog).toHaveTextContent('Rust study');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('room page')).toBeInTheDocument();
  });

  it('Decline sends declineCall; CANCEL removes it; someone in a call gets no popup', async () => {
    const declined = vi.fn<(v: unknown) => void>();
    server.use(
      api.mutation('DeclineCall', ({ variables }) => {
        declined(variables);
        return HttpResponse.json({ data: { declineCall: true } });
      }),
    );
    const { subs } = renderPopup();
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('IncomingCalls'));
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING')));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declined).toHaveBeenCalledWith({ callId: 'c1' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING')));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('CANCEL')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    markInCall('c9');
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING')));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('catches up on load, then resumes after a dropped socket from the last event seen: a ring that ended meanwhile goes (decision 068)', async () => {
    const ringing = [{ ...ring('RING', '0'), call: { ...ring('RING').call, startedAt: new Date(Date.now() - 5000).toISOString() } }];
    let asked = 0;
    server.use(
      api.query('IncomingCallStart', () => HttpResponse.json({ data: { incomingCallEventId: '40' } })),
      api.query('RingingCalls', () => {
        asked += 1;
        return HttpResponse.json({ data: { ringingCalls: ringing } });
      }),
    );
    const { subs } = renderPopup();
    // rung before this page listened: ringingCalls shows it, the stream starts at the head read first
    const dialog = await screen.findByRole('alertdialog', { name: 'Ada Lovelace is calling' });
    expect(dialog).toHaveTextContent('Rust study');
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'IncomingCalls', variables: { after: '40' } }));
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING', '41')));
    // the socket drops; the stream is asked again from 41, and sends what came meanwhile: 41 again (skipped), the CANCEL
    act(() => subs.drop('IncomingCalls'));
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'IncomingCalls', variables: { after: '41' } }), { timeout: 4000 });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      subs.push('IncomingCalls', 'incomingCalls', ring('RING', '41'));
      subs.push('IncomingCalls', 'incomingCalls', ring('CANCEL', '42'));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // a replay of the ring (an id already seen) does not bring it back
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING', '41')));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked).toBe(1);
    // RESET (too much missed): ringingCalls again
    act(() => subs.push('IncomingCalls', 'incomingCalls', { __typename: 'IncomingCall', id: '300', kind: 'RESET', call: null, caller: null }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('asks the stream head again when it failed, then listens', async () => {
    let asks = 0;
    server.use(
      api.query('IncomingCallStart', () => {
        asks += 1;
        return asks === 1 ? HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 }) : HttpResponse.json({ data: { incomingCallEventId: '7' } });
      }),
    );
    const { subs } = renderPopup();
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'IncomingCalls', variables: { after: '7' } }), { timeout: 8000 });
    expect(asks).toBe(2);
  });

  it('is gone after 90 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { subs } = renderPopup();
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('IncomingCalls'));
    act(() => subs.push('IncomingCalls', 'incomingCalls', ring('RING')));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RING_MS - 1000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

function renderTab(active: ReturnType<typeof callOf> | null) {
  const subs = fakeSubscriptions();
  const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
  let current = active;
  server.use(
    api.query('ActiveCall', () => HttpResponse.json({ data: { activeCall: current } })),
    api.query('CallChatMessages', () => HttpResponse.json({ data: { callChatMessages: [] } })),
    api.mutation('SetCallMedia', () => HttpResponse.json({ data: { setCallMedia: part(ada, 's') } })),
  );
  renderWithProviders(
    <Routes>
      <Route path="/homepage/active/:topicId/Startcall" element={<DiscussionCall topicId="5" topicTitle="Rust study" />} />
      <Route path="/" element={<p>landing</p>} />
    </Routes>,
    { path: '/homepage/active/5/Startcall', client },
  );
  return { subs, setActive: (c: ReturnType<typeof callOf> | null) => (current = c) };
}

describe('Discussion tab call box and room', () => {
  it('Start Call when none runs; Join Call once a STARTED event arrives', async () => {
    const { subs, setActive } = renderTab(null);
    expect(await screen.findByRole('button', { name: 'Start Call' })).toBeInTheDocument();
    setActive(callOf([part(ada, 'sa')]));
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('CallEvents'));
    act(() => subs.push('CallEvents', 'callEvents', { __typename: 'CallEvent', id: nextId(), kind: 'STARTED', callId: 'c1', topicId: '5', leftReason: null, call: callOf([part(ada, 'sa')]), participant: null, message: null, user: null }));
    expect(await screen.findByRole('button', { name: 'Join Call' })).toBeInTheDocument();
    expect(screen.getByText(/Ada Lovelace started a call · 1 in it/)).toBeInTheDocument();
  });

  it('joins without media when none is allowed (clear message), shows tiles by participant, Stop Call for the starter ends at /', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    let session = '';
    const stopped = vi.fn<() => void>();
    server.use(
      api.mutation('StartCall', ({ variables }) => {
        session = String(variables.sessionId);
        return HttpResponse.json({ data: { startCall: { __typename: 'CallJoin', sessionId: session, iceServers: [], call: callOf([part(ada, session)], { viewerIsStarter: true }) } } });
      }),
      api.mutation('StopCall', () => {
        stopped();
        return HttpResponse.json({ data: { stopCall: true } });
      }),
    );
    const { subs } = renderTab(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot use a camera or microphone');
    expect(screen.getAllByTestId('tile-self')).toHaveLength(1);
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('CallSignals'));
    act(() =>
      subs.push('CallEvents', 'callEvents', { __typename: 'CallEvent', id: nextId(), kind: 'JOINED', callId: 'c1', topicId: '5', leftReason: null, call: callOf([part(ada, session), part(bob, 'sb', { hand: true, audio: false })], { viewerIsStarter: true }), participant: part(bob, 'sb'), message: null, user: null }),
    );
    const peer = await screen.findByTestId('tile-peer');
    expect(peer).toHaveTextContent('bob');
    expect(within(peer).getByLabelText('hand raised')).toBeInTheDocument();
    expect(within(peer).getByLabelText('muted')).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true, name: '' })).toBeDefined();
    // issue 28: the room covers the window; icon controls with their label as the name, a toggle's
    // state in aria-pressed (no media: muted, camera off), Stop Call in the destructive colour
    expect(screen.getByRole('region', { name: 'Call: Rust study' })).toHaveClass('call-room');
    const controls = screen.getByRole('toolbar', { name: 'Call controls' });
    expect(within(controls).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', String(!navigator.mediaDevices));
    expect(within(controls).getByRole('button', { name: 'Camera off' })).toHaveAttribute('aria-pressed');
    expect(within(controls).getByRole('button', { name: 'Raise hand' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(controls).getByRole('button', { name: 'Raise hand' }));
    expect(within(controls).getByRole('button', { name: 'Raise hand' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(controls).getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(controls).getByRole('button', { name: 'Stop Call' })).toHaveClass('call-btn--leave');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Stop Call' }));
    await waitFor(() => expect(stopped).toHaveBeenCalled());
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });
  it('the caller hears live who declined; when no one answered, the caller alone may end the call', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    let session = '';
    const stopped = vi.fn<() => void>();
    server.use(
      api.mutation('StartCall', ({ variables }) => {
        session = String(variables.sessionId);
        return HttpResponse.json({ data: { startCall: { __typename: 'CallJoin', sessionId: session, iceServers: [], call: callOf([part(ada, session)], { viewerIsStarter: true }) } } });
      }),
      api.mutation('StopCall', () => {
        stopped();
        return HttpResponse.json({ data: { stopCall: true } });
      }),
    );
    const { subs } = renderTab(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('CallSignals'));
    const event = (kind: string, user: Person | null) => ({ __typename: 'CallEvent', id: nextId(), kind, callId: 'c1', topicId: '5', leftReason: null, call: callOf([part(ada, session)], { viewerIsStarter: true }), participant: null, message: null, user });
    act(() => subs.push('CallEvents', 'callEvents', event('DECLINED', bob)));
    expect(await screen.findByText('bob declined')).toBeInTheDocument();
    expect(screen.queryByText('No one answered.')).toBeNull();
    // someone else's UNANSWERED (another caller's call in a shared stream) is not mine
    act(() => subs.push('CallEvents', 'callEvents', event('UNANSWERED', bob)));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText('No one answered.')).toBeNull();
    act(() => subs.push('CallEvents', 'callEvents', event('UNANSWERED', ada)));
    const alert = (await screen.findByText('No one answered.')).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByText('bob declined')).toBeInTheDocument(); // both said
    // keep waiting, then someone joins after all: the notice goes; it comes back on a new UNANSWERED
    await userEvent.click(within(alert).getByRole('button', { name: 'Keep waiting' }));
    expect(screen.queryByText('No one answered.')).toBeNull();
    act(() => subs.push('CallEvents', 'callEvents', event('UNANSWERED', ada)));
    await userEvent.click(within((await screen.findByText('No one answered.')).closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'End call' }));
    await waitFor(() => expect(stopped).toHaveBeenCalled());
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });

  it('a session the server dropped (LEFT disconnected) joins again by itself with a new session; the room stays', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const sessions: string[] = [];
    server.use(
      api.mutation('StartCall', ({ variables }) => {
        sessions.push(String(variables.sessionId));
        return HttpResponse.json({ data: { startCall: { __typename: 'CallJoin', sessionId: sessions[0], iceServers: [], call: callOf([part(ada, sessions[0]!)], { viewerIsStarter: true }) } } });
      }),
      api.mutation('JoinCall', ({ variables }) => {
        sessions.push(String(variables.sessionId));
        return HttpResponse.json({ data: { joinCall: { __typename: 'CallJoin', sessionId: sessions[1], iceServers: [], call: callOf([part(bob, 'sb'), part(ada, sessions[1]!)], { viewerIsStarter: true }) } } });
      }),
    );
    const { subs } = renderTab(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Call' }));
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'CallSignals', variables: { callId: 'c1', sessionId: sessions[0] } }));
    act(() => subs.push('CallEvents', 'callEvents', { __typename: 'CallEvent', id: nextId(), kind: 'JOINED', callId: 'c1', topicId: '5', leftReason: null, call: callOf([part(ada, sessions[0]!), part(bob, 'sb')]), participant: part(bob, 'sb'), message: null, user: null }));
    expect(await screen.findByTestId('tile-peer')).toHaveTextContent('bob');
    act(() =>
      subs.push('CallEvents', 'callEvents', { __typename: 'CallEvent', id: nextId(), kind: 'LEFT', callId: 'c1', topicId: '5', leftReason: 'disconnected', call: callOf([part(bob, 'sb')]), participant: part(ada, sessions[0]!), message: null, user: null }),
    );
    await waitFor(() => expect(sessions).toHaveLength(2));
    expect(sessions[1]).not.toBe(sessions[0]);
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'CallSignals', variables: { callId: 'c1', sessionId: sessions[1] } }));
    expect(screen.getAllByTestId('tile-self')).toHaveLength(1);
    expect(screen.getByTestId('tile-peer')).toHaveTextContent('bob');
    expect(screen.queryByText(/You left the call/)).toBeNull();
  });
});

describe('the call tab resumes its events (decision 068)', () => {
  it('starts at the squad stream head, re-reads the call once it is known, and after a dropped socket asks again from the last id; replays are skipped', async () => {
    const { subs } = renderTab(null);
    let active: ReturnType<typeof callOf> | null = null;
    let reads = 0;
    server.use(
      api.query('CallEventsStart', () => HttpResponse.json({ data: { topic: { __typename: 'Topic', id: '5', squadEventId: '70' } } })),
      api.query('ActiveCall', () => {
        reads += 1;
        return HttpResponse.json({ data: { activeCall: active } });
      }),
    );
    expect(await screen.findByRole('button', { name: 'Start Call' })).toBeInTheDocument();
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'CallEvents', variables: { topicId: '5', after: '70' } }));
    await waitFor(() => expect(reads).toBeGreaterThan(0)); // the call re-read once the stream's start is known
    active = callOf([part(ada, 'sa')]);
    const started = { __typename: 'CallEvent', id: '71', kind: 'STARTED', callId: 'c1', topicId: '5', leftReason: null, call: active, participant: null, message: null, user: null };
    act(() => subs.push('CallEvents', 'callEvents', started));
    expect(await screen.findByRole('button', { name: 'Join Call' })).toBeInTheDocument();
    act(() => subs.drop('CallEvents'));
    await waitFor(() => expect(subs.subscribed()).toContainEqual({ operationName: 'CallEvents', variables: { topicId: '5', after: '71' } }), { timeout: 4000 });
    // the catch-up: 71 again (skipped: no re-read), then the end that came while the socket was down
    const before = reads;
    act(() => subs.push('CallEvents', 'callEvents', started));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(before);
    active = null;
    act(() => subs.push('CallEvents', 'callEvents', { ...started, id: '72', kind: 'ENDED', call: { ...callOf([]), running: false } }));
    expect(await screen.findByRole('button', { name: 'Start Call' })).toBeInTheDocument();
    expect(reads).toBe(before + 1);
  });
});

describe('media and announcements', () => {
  it('camera refused → joins with the microphone only, with a message', async () => {
    class FakeStream {
      constructor(public tracks: { kind: string }[] = []) {}
      getAudioTracks() {
        return this.tracks.filter((t) => t.kind === 'audio');
      }
      getVideoTracks() {
        return this.tracks.filter((t) => t.kind === 'video');
      }
    }
    vi.stubGlobal('MediaStream', FakeStream);
    const get = vi.fn<(c: MediaStreamConstraints) => Promise<MediaStream>>((c) => (c.video ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve(new FakeStream([{ kind: 'audio' }]) as unknown as MediaStream)));
    const m = await openLocalMedia(get);
    expect(m).toMatchObject({ audio: true, video: false });
    expect(m.message).toMatch(/microphone only/);
    vi.unstubAllGlobals();
  });

  it('describes the others’ changes for the live region', () => {
    expect(describeChanges([part(ada, 'a'), part(bob, 'b')], [part(ada, 'a'), part(bob, 'b', { audio: false, hand: true })], 'a')).toBe('bob muted. bob raised a hand');
    expect(describeChanges([part(ada, 'a'), part(bob, 'b')], [part(ada, 'a')], 'a')).toBe('bob left');
  });
});

describe('the running call bar on the workspace tabs (issue 28)', () => {
  function renderBar(path: string, active: ReturnType<typeof callOf> | null) {
    const subs = fakeSubscriptions();
    const client = createApolloClient({ wsUrl: null, subscriptionLink: subs.link });
    server.use(api.query('ActiveCall', () => HttpResponse.json({ data: { activeCall: active } })));
    renderWithProviders(
      <Routes>
        <Route path="/homepage/active/5/*" element={<CallBar topicId="5" />} />
      </Routes>,
      { path, client },
    );
    return subs;
  }

  it('says who started the call and how many are in, with the way in', async () => {
    renderBar('/homepage/active/5/timeline', callOf([part(ada, 'sa'), part(bob, 'sb')]));
    const bar = await screen.findByRole('status');
    expect(bar).toHaveTextContent('Call running · Ada Lovelace started it · 2 in it');
    expect(within(bar).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/homepage/active/5/Startcall');
  });

  it('shows nothing when no call runs', async () => {
    const subs = renderBar('/homepage/active/5', null);
    await waitFor(() => expect(subs.subscribed().map((s) => s.operationName)).toContain('CallEvents'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing on the Discussion tab (the call box is there)', async () => {
    const subs = renderBar('/homepage/active/5/Startcall', callOf([part(ada, 'sa')]));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(subs.subscribed()).toEqual([]);
  });
});
