import { useApolloClient, useSubscription } from '@apollo/client/react';
import SimplePeer from '@thaunknown/simple-peer';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallEventsSubscription, CallChatMessageFieldsFragment, CallFieldsFragment, CallParticipantFieldsFragment } from '../../gql/graphql';
import { ActiveCallQueryDocument, CallChatMessagesQueryDocument, CallSignalsSubscriptionDocument, JoinCallMutationDocument, LeaveCallMutationDocument, SendCallSignalMutationDocument, SetCallMediaMutationDocument, SendCallChatMessageMutationDocument, StartCallMutationDocument, StopCallMutationDocument } from './calls.graphql';
import { canShareScreen, openLocalMedia, openScreen, SCREEN_REFUSED } from './media';
import { Mesh, stopStream, type PairView, type PeerLike } from './mesh';
import { markInCall } from './in-call';

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
  blocked: boolean;
  messages: CallChatMessageFieldsFragment[];
}

const uuid = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(16)}-0000-4000-8000-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`);

/** Window hook for the e2e runs (peer count, stats); never read by the app. */
declare global {
  interface Window {
    pmCall?: { mesh: Mesh; pcs: () => RTCPeerConnection[] };
  }
}

/**
 * One tab's presence in one call: a fresh sessionId per join (a reload or second tab replaces the
 * earlier session on the server), the signal stream, the mesh, local media and the media flags.
 */
export function useCall(topicId: string) {
  const client = useApolloClient();
  const [state, setState] = useState<CallState>({ phase: 'idle', error: null, call: null, sessionId: null, local: null, participants: [], pairs: [], audio: false, video: false, hand: false, screen: false, notice: null, blocked: false, messages: [] });
  const mesh = useRef<Mesh | null>(null);
  const local = useRef<MediaStream | null>(null);
  const screenTrack = useRef<MediaStreamTrack | null>(null);
  const live = useRef<{ callId: string; sessionId: string } | null>(null);
  const lastRead = useRef(0);
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
    mesh.current?.close();
    mesh.current = null;
    stopStream(local.current);
    local.current = null;
    screenTrack.current?.stop();
    screenTrack.current = null;
    live.current = null;
    markInCall(null);
  }, []);

  const join = useCallback(
    async (callId: string | null) => {
      patch({ phase: 'joining', error: null });
      const media = await openLocalMedia();
      local.current = media.stream;
      const sessionId = uuid();
      try {
        const res = callId
          ? (await client.mutate({ mutation: JoinCallMutationDocument, variables: { callId, sessionId } })).data?.joinCall
          : (await client.mutate({ mutation: StartCallMutationDocument, variables: { topicId, sessionId } })).data?.startCall;
        if (!res) throw new Error('no answer');
        const me = res.call.participants.find((p) => p.sessionId === sessionId);
        live.current = { callId: res.call.id, sessionId };
        markInCall(res.call.id);
        const m = new Mesh({
          self: { sessionId, joinedAt: String(me?.joinedAt ?? new Date().toISOString()) },
          iceServers: res.iceServers.map((s) => ({ urls: s.urls, username: s.username ?? undefined, credential: s.credential ?? undefined })),
          createPeer: ({ initiator, stream, iceServers }) => new SimplePeer({ initiator, stream: stream ?? undefined, config: { iceServers }, trickle: true }) as PeerLike,
          send: (s) => {
            void client.mutate({ mutation: SendCallSignalMutationDocument, variables: { callId: res.call.id, fromSessionId: sessionId, ...s } }).catch(() => undefined);
          },
          onChange: () => refreshPairs(),
          onUnknown: () => {
            // The JOINED event may trail the offer (or be missed): read who is in, at most once a second.
            if (Date.now() - lastRead.current < 1000) return;
            lastRead.current = Date.now();
            void client
              .query({ query: ActiveCallQueryDocument, variables: { topicId }, fetchPolicy: 'network-only' })
              .then((r) => {
                const c = r.data?.activeCall;
                if (c && c.id === live.current?.callId) applyParticipants(c.participants);
              })
              .catch(() => undefined);
          },
        });
        m.setLocalStream(media.stream);
        mesh.current = m;
        window.pmCall = { mesh: m, pcs: () => m.peerConnections() };
        setState((s) => ({ ...s, phase: 'in', call: res.call, sessionId, local: media.stream, audio: media.audio, video: media.video, notice: media.message }));
        applyParticipants(res.call.participants);
        void client
          .query({ query: CallChatMessagesQueryDocument, variables: { callId: res.call.id }, fetchPolicy: 'network-only' })
          .then((r) => {
            const old = r.data?.callChatMessages ?? [];
            setState((s) => ({ ...s, messages: [...old.filter((o) => !s.messages.some((x) => x.id === o.id)), ...s.messages] }));
          })
          .catch(() => undefined);
        if (!media.audio || !media.video) void client.mutate({ mutation: SetCallMediaMutationDocument, variables: { callId: res.call.id, sessionId, audio: media.audio, video: media.video } }).catch(() => undefined);
      } catch (e) {
        stopStream(media.stream);
        local.current = null;
        const msg = e instanceof Error ? e.message : 'Could not join the call.';
        patch({ phase: 'error', error: /full/i.test(msg) ? 'This call is full (5 people).' : /ended|over/i.test(msg) ? 'This call has ended.' : msg });
      }
    },
    [client, topicId, patch, applyParticipants, refreshPairs],
  );

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

  // Signals addressed to this session.
  useSubscription(CallSignalsSubscriptionDocument, {
    variables: { callId: state.call?.id ?? '', sessionId: state.sessionId ?? '' },
    skip: state.phase !== 'in' || !state.call || !state.sessionId,
    onData: ({ data }) => {
      const s = data.data?.callSignals;
      if (s) mesh.current?.receive(s);
    },
  });

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
      if (ev.kind === 'ENDED' || (ev.call && !ev.call.running)) {
        teardown();
        patch({ phase: 'ended', local: null, pairs: [], notice: 'The call has ended.' });
        return;
      }
      if (ev.kind === 'LEFT' && ev.participant?.sessionId === live.current.sessionId) {
        // Replaced by a newer tab or reload of mine.
        teardown();
        patch({ phase: 'ended', local: null, pairs: [], notice: ev.leftReason === 'replaced' ? 'You joined this call from another tab.' : 'You left the call.' });
        return;
      }
      if (ev.call) {
        setState((s) => ({ ...s, call: ev.call ?? s.call }));
        applyParticipants(ev.call.participants);
      }
    },
    [applyParticipants, patch, teardown],
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
    setState((s) => {
      setMedia({ hand: !s.hand });
      return { ...s, hand: !s.hand };
    });
  }, [setMedia]);

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

  // Safety net while in the room: who is in and their mic / camera / hand, re-read every 4 s (the
  // live events are primary; decision 043 "Open" — they were seen to stop in the e2e), and chat.
  const inRoom = state.phase === 'in';
  useEffect(() => {
    if (!inRoom) return;
    const t = setInterval(() => {
      const l = live.current;
      if (!l) return;
      void client
        .query({ query: ActiveCallQueryDocument, variables: { topicId }, fetchPolicy: 'network-only' })
        .then((r) => {
          if (live.current !== l) return;
          const c = r.data?.activeCall;
          if (!c || c.id !== l.callId || !c.running) {
            teardown();
            patch({ phase: 'ended', local: null, pairs: [], notice: 'The call has ended.' });
          } else if (!c.participants.some((p) => p.sessionId === l.sessionId)) {
            teardown();
            patch({ phase: 'ended', local: null, pairs: [], notice: 'You joined this call from another tab.' });
          } else applyParticipants(c.participants);
        })
        .catch(() => undefined);
      void client
        .query({ query: CallChatMessagesQueryDocument, variables: { callId: l.callId }, fetchPolicy: 'network-only' })
        .then((r) => {
          const all = r.data?.callChatMessages ?? [];
          setState((s) => (all.every((m) => s.messages.some((x) => x.id === m.id)) ? s : { ...s, messages: [...s.messages, ...all.filter((m) => !s.messages.some((x) => x.id === m.id))] }));
        })
        .catch(() => undefined);
    }, 4000);
    return () => clearInterval(t);
  }, [inRoom, client, topicId, teardown, patch, applyParticipants]);

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

  return { state, handleEvent, sendChat, join, leave, toggleAudio, toggleVideo, toggleHand, toggleScreen, canShare: canShareScreen(), localScreen: () => screenTrack.current, dismissNotice: () => patch({ notice: null }) };
}
