import { useApolloClient, useSubscription } from '@apollo/client/react';
import SimplePeer from '@thaunknown/simple-peer';
import { ErrorCode, LIMITS } from '@poolmates/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallEventsSubscription, CallChatMessageFieldsFragment, CallFieldsFragment, CallParticipantFieldsFragment, StartCallMutation } from '../../gql/graphql';
import { errorCode } from '../../lib/graphql-errors';
import { personName } from '../../lib/person';
import { onSocketReconnected } from '../../lib/socket-events';
import { ActiveCallQueryDocument, CallChatMessagesQueryDocument, CallSignalsSubscriptionDocument, JoinCallMutationDocument, LeaveCallMutationDocument, SendCallSignalsMutationDocument, SetCallMediaMutationDocument, SendCallChatMessageMutationDocument, StartCallMutationDocument, StopCallMutationDocument } from './calls.graphql';
import { canShareScreen, openLocalMedia, openScreen, SCREEN_REFUSED, type LocalMedia } from './media';
import { Mesh, stopStream, type PairView, type PeerLike, type SignalOut } from './mesh';
import { markInCall } from './in-call';
import { signalPipe } from './signal-pipe';

/** The wait before a signal refused as busy is sent once more (decision 098). */
const SIGNAL_RETRY_MS = 400;
/** A batch of signals slower than this goes to the mesh's trail (the walk's measure of the signalling path). */
const SIGNAL_SLOW_MS = 1000;

export type Participant = CallParticipantFieldsFragment;

export interface CallState {
  phase: 'idle' | 'joining' | 'in' | 'ended' | 'error';
  error: string | null;
  call: CallFieldsFragment | null;
  sessionId: string | null;
  local: MediaStream | null;
  participants: Participant[];
  pairs: PairView[];
  audio: boolean;
  video: boolean;
  hand: boolean;
  screen: boolean;
  notice: string | null;
  /** Everyone rung declined or let it ring out, and I, the caller, am alone: "No one answered". */
  unanswered: boolean;
  blocked: boolean;
  messages: CallChatMessageFieldsFragment[];
}

const uuid = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(16)}-0000-4000-8000-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`);

/** Window hook for the e2e runs (peer count, stats); never read by the app. */
declare global {
  interface Window {
    pmCall?: { mesh: Mesh; pcs: () => RTCPeerConnection[]; resyncs: () => number };
  }
}

/** Every how often the room re-reads the call while in it: a safety net only (live events carry the state, decision 047). */
export const RESYNC_MS = 30_000;

type JoinAnswer = StartCallMutation['startCall'];
interface Live {
  callId: string;
  sessionId: string;
  userId: string | null;
}

/**
 * One tab's presence in one call: a fresh sessionId per join (a reload or second tab replaces the
 * earlier session on the server), the signal stream, the mesh, local media and the media flags.
 * Live state comes from the callEvents stream; the call is read again on a socket reconnect, on
 * `online`, when the tab shows again, after a failed event and every RESYNC_MS. A session the
 * server dropped (its socket was gone past the grace: LEFT `disconnected`) joins again by itself,
 * keeping the camera and microphone.
 */
export function useCall(topicId: string) {
  const client = useApolloClient();
  const [state, setState] = useState<CallState>({ phase: 'idle', error: null, call: null, sessionId: null, local: null, participants: [], pairs: [], audio: false, video: false, hand: false, screen: false, notice: null, unanswered: false, blocked: false, messages: [] });
  const mesh = useRef<Mesh | null>(null);
  const local = useRef<MediaStream | null>(null);
  const screenTrack = useRef<MediaStreamTrack | null>(null);
  const hand = useRef(false);
  const live = useRef<Live | null>(null);
  /** Bumped by every teardown: a join still awaiting its media or mutation then gives up. */
  const epoch = useRef(0);
  const rejoining = useRef(false);
  const signalsBroken = useRef(false);
  const lastRead = useRef(0);
  const resyncs = useRef(0);
  const restartSignals = useRef<() => void>(() => undefined);
  const patch = useCallback((p: Partial<CallState>) => setState((s) => ({ ...s, ...p })), []);

  const refreshPairs = useCallback(() => {
    const m = mesh.current;
    if (m) patch({ pairs: m.view(), blocked: m.blocked });
  }, [patch]);

  const applyParticipants = useCallback(
    (ps: Participant[]) => {
      patch({ participants: ps });
      mesh.current?.sync(ps.map((p) => ({ sessionId: p.sessionId, userId: p.user.id, joinedAt: String(p.joinedAt) })));
    },
    [patch],
  );

  const teardown = useCallback(() => {
    epoch.current++;
    mesh.current?.close();
    mesh.current = null;
    stopStream(local.current);
    local.current = null;
    screenTrack.current?.stop();
    screenTrack.current = null;
    live.current = null;
    rejoining.current = false;
    markInCall(null);
  }, []);

  const end = useCallback(
    (notice: string) => {
      teardown();
      patch({ phase: 'ended', local: null, pairs: [], notice, unanswered: false });
    },
    [teardown, patch],
  );

  const readChat = useCallback(
    (callId: string) => {
      void client
        .query({ query: CallChatMessagesQueryDocument, variables: { callId }, fetchPolicy: 'network-only' })
        .then((r) => {
          const all = r.data?.callChatMessages ?? [];
          setState((s) => (all.every((m) => s.messages.some((x) => x.id === m.id)) ? s : { ...s, messages: [...s.messages, ...all.filter((m) => !s.messages.some((x) => x.id === m.id))].sort((a, b) => Number(a.id) - Number(b.id)) }));
        })
        .catch(() => undefined);
    },
    [client],
  );

  /** The mesh and the room for a session the server just took in (a join, or a rejoin after a drop). */
  const enter = useCallback(
    (res: JoinAnswer, sessionId: string, stream: MediaStream | null) => {
      const me = res.call.participants.find((p) => p.sessionId === sessionId);
      const l: Live = { callId: res.call.id, sessionId, userId: me?.user.id ?? null };
      live.current = l;
      signalsBroken.current = false;
      markInCall(res.call.id);
      const pipe = signalPipe<SignalOut & { again?: boolean }>((batch) => {
        // left, or the mesh replaced, while these waited: nobody to negotiate with
        if (live.current !== l || mesh.current !== m) return Promise.resolve();
        const sentAt = Date.now();
        // for the trail: how many, to whom, which seqs
        const what = () => `${batch.length} signal(s) to ${[...new Set(batch.map((x) => x.toSessionId.slice(0, 4)))].join(',')} #${batch.map((x) => x.seq).join(',')}`;
        const signals = batch.map(({ toSessionId, seq, payload }) => ({ toSessionId, seq, payload }));
        return client
          .mutate({ mutation: SendCallSignalsMutationDocument, variables: { callId: l.callId, fromSessionId: sessionId, signals }, context: { viaSocket: true } })
          .then((r) => {
            const took = Date.now() - sentAt;
            const gone = r.data?.sendCallSignals ?? [];
            if (took > SIGNAL_SLOW_MS || gone.length > 0) m.note(`${what()} took ${took} ms${gone.length ? `, gone: ${gone.map((g) => g.slice(0, 4)).join(',')}` : ''}`, sessionId);
          })
          .catch((err: unknown) => {
            const code = errorCode(err);
            const again = batch.every((x) => x.again);
            m.note(`${what()} ${again ? 'refused again' : 'refused'}: ${code ?? String(err).slice(0, 80)}`, sessionId);
            if ((code === ErrorCode.UNAVAILABLE || code === ErrorCode.RATE_LIMITED) && live.current === l && mesh.current === m) {
              const retry = batch.filter((x) => !x.again);
              // refused by the rate: wait until the tokens for the batch are back (one a signal)
              const wait = code === ErrorCode.RATE_LIMITED ? Math.max(SIGNAL_RETRY_MS, (retry.length / LIMITS.callSignalsPerSecond) * 1000) : SIGNAL_RETRY_MS;
              if (retry.length > 0) setTimeout(() => retry.forEach((x) => pipe({ ...x, again: true })), wait);
            }
          });
      });
      const m = new Mesh({
        self: { sessionId, joinedAt: String(me?.joinedAt ?? new Date().toISOString()) },
        iceServers: res.iceServers.map((s) => ({ urls: s.urls, username: s.username ?? undefined, credential: s.credential ?? undefined })),
        createPeer: ({ initiator, stream: out, iceServers }) => new SimplePeer({ initiator, stream: out ?? undefined, config: { iceServers }, trickle: true }) as PeerLike,
        // over the open socket, batched (decision 098: what is queued while a batch is on its way
        // goes in the next one); a batch refused as busy is tried once more after a short backoff
        // under its own seqs (the server's router holds the pair's later signals up to 3 s for a
        // missing one, so the retry fills the gap in order); refusals, receivers gone and slow
        // batches go to this mesh's trail
        send: (s) => pipe(s),
        onChange: () => refreshPairs(),
        // The JOINED event may trail the offer: read who is in, at most once a second.
        onUnknown: () => {
          if (Date.now() - lastRead.current < 1000) return;
          lastRead.current = Date.now();
          resyncs.current++;
          void client
            .query({ query: ActiveCallQueryDocument, variables: { topicId }, fetchPolicy: 'network-only' })
            .then((r) => {
              const c = r.data?.activeCall;
              if (c && live.current === l) applyParticipants(c.participants);
            })
            .catch(() => undefined);
        },
      });
      m.setLocalStream(stream);
      if (screenTrack.current) m.setOutgoingVideo(screenTrack.current);
      mesh.current = m;
      window.pmCall = { mesh: m, pcs: () => m.peerConnections(), resyncs: () => resyncs.current };
      setState((s) => ({ ...s, phase: 'in', call: res.call, sessionId, local: stream }));
      applyParticipants(res.call.participants);
    },
    [client, topicId, applyParticipants, refreshPairs],
  );

  const join = useCallback(
    async (callId: string | null) => {
      const mine = ++epoch.current;
      patch({ phase: 'joining', error: null });
      const media: LocalMedia = await openLocalMedia();
      if (epoch.current !== mine) return stopStream(media.stream);
      local.current = media.stream;
      const sessionId = uuid();
      try {
        const res = callId
          ? (await client.mutate({ mutation: JoinCallMutationDocument, variables: { callId, sessionId } })).data?.joinCall
          : (await client.mutate({ mutation: StartCallMutationDocument, variables: { topicId, sessionId } })).data?.startCall;
        if (!res) throw new Error('no answer');
        if (epoch.current !== mine) {
          // left (or the room closed) while the join was on its way: out again, nothing kept
          stopStream(media.stream);
          void client.mutate({ mutation: LeaveCallMutationDocument, variables: { callId: res.call.id, sessionId } }).catch(() => undefined);
          return;
        }
        hand.current = false;
        setState((s) => ({ ...s, audio: media.audio, video: media.video, hand: false, screen: false, notice: media.message, messages: [] }));
        enter(res, sessionId, media.stream);
        readChat(res.call.id);
        if (!media.audio || !media.video) void client.mutate({ mutation: SetCallMediaMutationDocument, variables: { callId: res.call.id, sessionId, audio: media.audio, video: media.video } }).catch(() => undefined);
      } catch (e) {
        stopStream(media.stream);
        local.current = null;
        const msg = e instanceof Error ? e.message : 'Could not join the call.';
        patch({ phase: 'error', error: /full/i.test(msg) ? 'This call is full (5 people).' : /ended|over/i.test(msg) ? 'This call has ended.' : msg });
      }
    },
    [client, topicId, patch, enter, readChat],
  );

  /**
   * The server dropped this session (its socket was gone longer than the grace) while the tab is
   * still in the room: join again with a new session, the same camera and microphone and flags.
   */
  const rejoin = useCallback(async () => {
    const l = live.current;
    if (!l || rejoining.current) return;
    rejoining.current = true;
    const mine = epoch.current;
    mesh.current?.close();
    mesh.current = null;
    patch({ pairs: [] });
    const sessionId = uuid();
    try {
      const res = (await client.mutate({ mutation: JoinCallMutationDocument, variables: { callId: l.callId, sessionId } })).data?.joinCall;
      if (!res) throw new Error('no answer');
      if (epoch.current !== mine) {
        void client.mutate({ mutation: LeaveCallMutationDocument, variables: { callId: l.callId, sessionId } }).catch(() => undefined);
        return;
      }
      rejoining.current = false;
      enter(res, sessionId, local.current);
      const audio = local.current?.getAudioTracks()[0]?.enabled ?? false;
      const video = local.current?.getVideoTracks()[0]?.enabled ?? false;
      void client.mutate({ mutation: SetCallMediaMutationDocument, variables: { callId: l.callId, sessionId, audio, video, hand: hand.current, screen: !!screenTrack.current } }).catch(() => undefined);
    } catch (e) {
      if (epoch.current !== mine) return;
      rejoining.current = false;
      if (errorCode(e) === ErrorCode.CALL_ENDED) end('The call has ended.');
      else if (errorCode(e) === ErrorCode.CALL_FULL) end('This call is full (5 people).');
      // otherwise (still offline…) the next re-read tries again
    }
  }, [client, patch, enter, end]);

  /** Reads the call again: who is in and their flags, the end, a replaced or dropped session, chat. */
  const resync = useCallback(() => {
    const l = live.current;
    if (!l || rejoining.current) return;
    resyncs.current++;
    void client
      .query({ query: ActiveCallQueryDocument, variables: { topicId }, fetchPolicy: 'network-only' })
      .then((r) => {
        if (live.current !== l || rejoining.current) return;
        const c = r.data?.activeCall;
        if (!c || c.id !== l.callId || !c.running) return end('The call has ended.');
        if (c.participants.some((p) => p.sessionId === l.sessionId)) {
          setState((s) => ({ ...s, call: c }));
          applyParticipants(c.participants);
          if (signalsBroken.current) {
            signalsBroken.current = false;
            restartSignals.current();
          }
        } else if (l.userId && c.participants.some((p) => p.user.id === l.userId)) end('You joined this call from another tab.');
        else void rejoin();
      })
      .catch(() => undefined);
    readChat(l.callId);
  }, [client, topicId, end, applyParticipants, rejoin, readChat]);

  const leave = useCallback(
    async (stop: boolean) => {
      const l = live.current;
      teardown();
      patch({ phase: 'ended', local: null, pairs: [] });
      if (!l) return;
      if (stop) await client.mutate({ mutation: StopCallMutationDocument, variables: { callId: l.callId } }).catch(() => undefined);
      else await client.mutate({ mutation: LeaveCallMutationDocument, variables: { callId: l.callId, sessionId: l.sessionId } }).catch(() => undefined);
    },
    [client, teardown, patch],
  );

  // Signals addressed to this session. Ended by an error (e.g. the session was dropped while the
  // socket was down): the call is read again, which rejoins or re-opens the stream.
  const signals = useSubscription(CallSignalsSubscriptionDocument, {
    variables: { callId: state.call?.id ?? '', sessionId: state.sessionId ?? '' },
    skip: state.phase !== 'in' || !state.call || !state.sessionId,
    // handed to the mesh, never kept: no cache write and no re-render of the call room per signal
    // (a fifth person joining brings ~40 at once; decision 098)
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const s = data.data?.callSignals;
      if (!s) return;
      // the server's first item (seq 0, to itself): the stream listens, offers may go out
      if (s.seq === 0 && s.fromSessionId === s.toSessionId) mesh.current?.open();
      else mesh.current?.receive(s);
    },
    onError: () => {
      signalsBroken.current = true;
      resync();
    },
    onComplete: () => {
      signalsBroken.current = true;
      resync();
    },
  });
  useEffect(() => {
    restartSignals.current = () => {
      try {
        signals.restart();
      } catch {
        /* skipped meanwhile */
      }
    };
  }, [signals]);

  // Who is in, and everyone's mic / camera / hand: the tab's one callEvents stream (DiscussionCall)
  // hands each event here (two identical subscriptions are deduplicated into one by Apollo).
  const handleEvent = useCallback(
    (ev: CallEventsSubscription['callEvents'] | undefined) => {
      if (!ev || !live.current || ev.callId !== live.current.callId) return;
      if (ev.kind === 'CHAT' && ev.message) {
        const msg = ev.message;
        setState((s) => (s.messages.some((x) => x.id === msg.id) ? s : { ...s, messages: [...s.messages, msg] }));
        return;
      }
      if (ev.kind === 'ENDED' || (ev.call && !ev.call.running)) return end('The call has ended.');
      // who was rung and said no, live on the caller's screen (and everyone's in the call)
      if (ev.kind === 'DECLINED' && ev.user && ev.user.id !== live.current.userId) return patch({ notice: `${personName(ev.user)} declined` });
      if (ev.kind === 'UNANSWERED') return void (ev.user?.id === live.current.userId && patch({ unanswered: true }));
      if (ev.kind === 'JOINED' && ev.participant && ev.participant.user.id !== live.current.userId) patch({ unanswered: false });
      if (ev.kind === 'LEFT' && ev.participant?.sessionId === live.current.sessionId) {
        // Replaced by a newer tab or reload of mine; dropped by the server (socket gone past the grace): back in.
        if (ev.leftReason === 'disconnected') return void rejoin();
        return end(ev.leftReason === 'replaced' ? 'You joined this call from another tab.' : 'You left the call.');
      }
      if (ev.call && !rejoining.current) {
        setState((s) => ({ ...s, call: ev.call ?? s.call }));
        applyParticipants(ev.call.participants);
      }
    },
    [applyParticipants, end, rejoin, patch],
  );

  const setMedia = useCallback(
    (p: { audio?: boolean; video?: boolean; hand?: boolean; screen?: boolean }) => {
      const l = live.current;
      if (!l) return;
      void client.mutate({ mutation: SetCallMediaMutationDocument, variables: { callId: l.callId, sessionId: l.sessionId, ...p } }).catch(() => undefined);
    },
    [client],
  );

  const toggleAudio = useCallback(() => {
    const t = local.current?.getAudioTracks()[0];
    if (!t) return patch({ notice: 'No microphone in this call: allow it in the browser and join again.' });
    t.enabled = !t.enabled;
    patch({ audio: t.enabled });
    setMedia({ audio: t.enabled });
  }, [patch, setMedia]);

  const toggleVideo = useCallback(() => {
    const t = local.current?.getVideoTracks()[0];
    if (!t) return patch({ notice: 'No camera in this call: allow it in the browser and join again.' });
    t.enabled = !t.enabled;
    patch({ video: t.enabled });
    setMedia({ video: t.enabled });
  }, [patch, setMedia]);

  const toggleHand = useCallback(() => {
    hand.current = !hand.current;
    patch({ hand: hand.current });
    setMedia({ hand: hand.current });
  }, [patch, setMedia]);

  const stopShare = useCallback(() => {
    screenTrack.current?.stop();
    screenTrack.current = null;
    mesh.current?.setOutgoingVideo(null);
    patch({ screen: false });
    setMedia({ screen: false });
  }, [patch, setMedia]);

  const toggleScreen = useCallback(async () => {
    if (screenTrack.current) return stopShare();
    if (!local.current?.getVideoTracks()[0]) return patch({ notice: 'Screen sharing needs the camera allowed in this call (the share replaces its picture).' });
    const track = await openScreen();
    if (!track) return patch({ notice: SCREEN_REFUSED });
    screenTrack.current = track;
    // The browser's own "Stop sharing" ends the track: back to the camera.
    track.addEventListener('ended', () => {
      if (screenTrack.current === track) stopShare();
    });
    mesh.current?.setOutgoingVideo(track);
    patch({ screen: true });
    setMedia({ screen: true });
  }, [patch, setMedia, stopShare]);

  // Safety net while in the room (decision 047): the live events carry the state; the call is read
  // again when events may have been lost — the socket reconnected, the browser is back online, the
  // tab shows again — and every RESYNC_MS.
  const inRoom = state.phase === 'in';
  useEffect(() => {
    if (!inRoom) return;
    const t = setInterval(resync, RESYNC_MS);
    const onVisible = () => document.visibilityState === 'visible' && resync();
    // the network is back: pairs that are down are set up again now, not when their timers say
    // (after a socket reconnect, when the signal stream says it listens again: Mesh.open)
    const onBack = () => {
      mesh.current?.reconnect();
      resync();
    };
    const off = onSocketReconnected(resync);
    window.addEventListener('online', onBack);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(t);
      off();
      window.removeEventListener('online', onBack);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [inRoom, resync]);

  // Closing the tab: leave, best effort (the server's grace handles the rest).
  useEffect(() => {
    const onHide = () => {
      const l = live.current;
      if (!l) return;
      void client.mutate({ mutation: LeaveCallMutationDocument, variables: { callId: l.callId, sessionId: l.sessionId } }).catch(() => undefined);
      teardown();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
    };
  }, [client, teardown]);

  // Unmount (navigating away inside the app): leave.
  useEffect(() => () => {
    const l = live.current;
    if (l) void client.mutate({ mutation: LeaveCallMutationDocument, variables: { callId: l.callId, sessionId: l.sessionId } }).catch(() => undefined);
    teardown();
  }, [client, teardown]);

  const sendChat = useCallback(
    async (text: string) => {
      const l = live.current;
      if (!l) return;
      const res = await client.mutate({ mutation: SendCallChatMessageMutationDocument, variables: { callId: l.callId, text, clientId: uuid() } });
      const msg = res.data?.sendCallChatMessage;
      if (msg) setState((s) => (s.messages.some((x) => x.id === msg.id) ? s : { ...s, messages: [...s.messages, msg] }));
    },
    [client],
  );

  return { state, handleEvent, resync, sendChat, join, leave, toggleAudio, toggleVideo, toggleHand, toggleScreen, canShare: canShareScreen(), localScreen: () => screenTrack.current, dismissNotice: () => patch({ notice: null }), keepWaiting: () => patch({ unanswered: false }) };
}
