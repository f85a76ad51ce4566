import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { personName } from '../../lib/person';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CameraIcon, CameraOffIcon, ChatIcon, HandIcon, MicIcon, MicOffIcon, PhoneOffIcon, RecordIcon, ScreenIcon } from './call-icons';
import { CallRecorder, download } from './recorder';
import { tileLayout } from './tile-layout';
import type { Participant, useCall } from './use-call';
import './calls.css';

type Call = ReturnType<typeof useCall>;

/** Remote audio blocked by autoplay rules is retried on the next click anywhere. */
function playWithRetry(el: HTMLMediaElement) {
  void el.play().catch(() => {
    const retry = () => void el.play().catch(() => undefined);
    document.addEventListener('click', retry, { once: true });
  });
}

function Video({ stream, muted, label }: { stream: MediaStream | null; muted: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    if (stream) playWithRetry(el);
  }, [stream]);
  return <video ref={ref} className="call-tile__video" autoPlay playsInline muted={muted} aria-label={label} data-session={label} />;
}

interface Tile {
  key: string;
  name: string;
  imageUrl: string | null;
  stream: MediaStream | null;
  self: boolean;
  p: Participant | null;
  connected: boolean;
}

const SHORTCUTS = 'Shortcuts: M microphone, V camera, H raise hand';

/**
 * The video room (active-topic.md: video room): a self tile and up to four peers, laid out by
 * count; footer controls; the chat / participants panel with `extras` (app/ mounts e.g. a Focus
 * timer there). Back navigation asks "Do you want to end call?"; leaving goes to `/`.
 */
export function CallRoom({ call, topicTitle, meId, extras }: { call: Call; topicTitle: string; meId: string | null; extras?: ReactNode }) {
  const { state } = call;
  const navigate = useNavigate();
  const [panel, setPanel] = useState<'closed' | 'messages' | 'participants'>('closed');
  const [seen, setSeen] = useState(0);
  const [askLeave, setAskLeave] = useState(false);
  const [recorder, setRecorder] = useState<CallRecorder | null>(null);
  const [announce, setAnnounce] = useState('');
  const tilesRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState({ width: 0, height: 0 });
  // the tiles are sized from the stage they fill (tile-layout.ts), measured as it changes
  useEffect(() => {
    const el = tilesRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setStage((s) => (Math.round(width) === s.width && Math.round(height) === s.height ? s : { width: Math.round(width), height: Math.round(height) }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const me = state.participants.find((p) => p.sessionId === state.sessionId) ?? null;
  const others = state.participants.filter((p) => p.sessionId !== state.sessionId).slice(0, 4);
  const tiles: Tile[] = [
    { key: 'self', name: 'You', imageUrl: me?.user.profileImageUrl ?? null, stream: state.local, self: true, p: me, connected: true },
    ...others.map((p) => {
      const pair = state.pairs.find((x) => x.sessionId === p.sessionId);
      return { key: p.sessionId, name: personName(p.user), imageUrl: p.user.profileImageUrl ?? null, stream: pair?.stream ?? null, self: false, p, connected: !!pair?.connected };
    }),
  ];
  const unread = panel === 'messages' ? 0 : Math.max(0, state.messages.length - seen);
  const openPanel = (next: typeof panel) => {
    if (panel === 'messages' || next === 'messages') setSeen(state.messages.length);
    setPanel(next);
  };

  // Announce others' state changes (compared while rendering: no effect round-trip).
  const [prevPs, setPrevPs] = useState(state.participants);
  if (prevPs !== state.participants) {
    setPrevPs(state.participants);
    const said = describeChanges(prevPs, state.participants, state.sessionId);
    if (said) setAnnounce(said);
  }

  const finish = async (stop: boolean) => {
    if (recorder) await stopRecording();
    await call.leave(stop);
    void navigate('/');
  };

  // Back button: ask first.
  useEffect(() => {
    window.history.pushState({ pmCall: true }, '', window.location.href);
    const onPop = () => {
      window.history.pushState({ pmCall: true }, '', window.location.href);
      setAskLeave(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The room covers the window (issue 28: it fits the first screen): the page under it stays still.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);

  // Keyboard shortcuts (not while typing).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable))) return;
      const k = e.key.toLowerCase();
      if (k === 'm') call.toggleAudio();
      else if (k === 'v') call.toggleVideo();
      else if (k === 'h') call.toggleHand();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [call]);

  // The recorder reads the latest streams on every frame (people who join are in it).
  const streamsRef = useRef(state.pairs);
  const localRef = useRef(state.local);
  useEffect(() => {
    streamsRef.current = state.pairs;
    localRef.current = state.local;
  }, [state.pairs, state.local]);

  const startRecording = () => {
    const r = new CallRecorder({
      tiles: () =>
        [...(tilesRef.current?.querySelectorAll<HTMLDivElement>('.call-tile') ?? [])].map((el) => ({ video: el.querySelector('video'), name: el.dataset.name ?? '' })),
      streams: () => [localRef.current, ...streamsRef.current.map((p) => p.stream)].filter((s): s is MediaStream => !!s),
    });
    setRecorder(r);
    setAnnounce('Recording started');
  };
  const stopRecording = async () => {
    if (!recorder) return;
    setRecorder(null);
    const blob = await recorder.stop();
    download(blob, `poolmates-call-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.webm`);
    setAnnounce('Recording saved');
  };

  const starter = state.call?.viewerIsStarter ?? false;
  const count = Math.min(tiles.length, 5);
  const layout = tileLayout(count, stage.width, stage.height);
  return (
    <div className={`call-room${panel !== 'closed' ? ' call-room--panel' : ''}${extras ? ' call-room--extras' : ''}`} role="region" aria-label={`Call: ${topicTitle}`}>
      <div className="call-room__top">
        <h2 className="call-room__title">
          <span className="call-room__live" aria-hidden="true" />
          {topicTitle}
        </h2>
        <span className="call-room__count">{state.participants.length} in the call</span>
        {recorder && (
          <span className="call-room__rec" role="status">
            Recording
          </span>
        )}
      </div>
      <div className="call-room__main">
        {state.notice && (
          <div className="call-room__notice" role="alert">
            <span>{state.notice}</span>
            <button type="button" className="call-room__notice-close" onClick={call.dismissNotice} aria-label="Dismiss">
              ×
            </button>
          </div>
        )}
        {state.unanswered && (
          <div className="call-room__notice" role="alert">
            <span>No one answered.</span>
            <Button size="small" variant="primary" onClick={() => void finish(starter)}>
              End call
            </Button>
            <Button size="small" variant="ghost" onClick={call.keepWaiting}>
              Keep waiting
            </Button>
          </div>
        )}
        {state.blocked && !state.pairs.some((p) => p.everConnected) && (
          <div className="call-room__notice" role="alert">
            Your network blocks calls: nobody could be reached. Try another network, or ask your admin to allow WebRTC.
          </div>
        )}
        <div ref={tilesRef} className={`call-grid call-grid--${count}`} data-tiles={tiles.length} data-columns={layout.columns}>
          {tiles.map((t) => (
            <div
              key={t.key}
              className={`call-tile${t.self ? ' call-tile--self' : ''}${t.p?.screen ? ' call-tile--screen' : ''}`}
              style={layout.width ? { width: layout.width, height: layout.height } : undefined}
              data-name={t.name} data-testid={t.self ? 'tile-self' : 'tile-peer'} data-user={t.p?.user.id}>
              <Video stream={t.stream} muted={t.self} label={t.self ? 'Your camera' : `${t.name}'s video`} />
              {(!t.stream || (t.p && !t.p.video && !t.p.screen)) && (
                <div className="call-tile__avatar">
                  <Avatar name={t.name} imageUrl={t.imageUrl} size={72} />
                </div>
              )}
              <div className="call-tile__bar">
                <span className="call-tile__name">{t.name}</span>
                {t.p?.hand && (
                  <span className="call-tile__badge call-tile__badge--hand" title="Hand raised" aria-label="hand raised">
                    <HandIcon size={14} />
                  </span>
                )}
                {t.p && !t.p.audio && (
                  <span className="call-tile__badge call-tile__badge--off" title="Muted" aria-label="muted">
                    <MicOffIcon size={14} />
                  </span>
                )}
                {t.p && !t.p.video && !t.p.screen && (
                  <span className="call-tile__badge call-tile__badge--off" title="Camera off" aria-label="camera off">
                    <CameraOffIcon size={14} />
                  </span>
                )}
                {!t.self && !t.connected && <span className="call-tile__badge">connecting…</span>}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="call-footer" role="toolbar" aria-label="Call controls" title={SHORTCUTS}>
        <CallButton icon={<RecordIcon />} label={recorder ? 'Stop recording' : 'Record'} pressed={!!recorder} on={!!recorder} onClick={() => (recorder ? void stopRecording() : startRecording())} />
        <CallButton icon={state.audio ? <MicIcon /> : <MicOffIcon />} label="Mute" pressed={!state.audio} off={!state.audio} onClick={call.toggleAudio} tip={state.audio ? 'Mute the microphone (M)' : 'Muted: unmute (M)'} shortcut="M" />
        <CallButton icon={state.video ? <CameraIcon /> : <CameraOffIcon />} label="Camera off" pressed={!state.video} off={!state.video} onClick={call.toggleVideo} tip={state.video ? 'Turn the camera off (V)' : 'Camera off: turn it on (V)'} shortcut="V" />
        {call.canShare && (
          <CallButton className="call-btn--desktop" icon={<ScreenIcon />} label={state.screen ? 'Stop sharing' : 'Share screen'} pressed={state.screen} on={state.screen} onClick={() => void call.toggleScreen()} />
        )}
        <CallButton icon={<HandIcon />} label="Raise hand" pressed={state.hand} on={state.hand} onClick={call.toggleHand} tip={state.hand ? 'Hand raised: lower it (H)' : 'Raise hand (H)'} shortcut="H" />
        <CallButton icon={<ChatIcon />} label="Chat" expanded={panel !== 'closed'} on={panel !== 'closed'} onClick={() => openPanel(panel === 'closed' ? 'messages' : 'closed')}>
          {unread > 0 && <span className="call-btn__alert" aria-label={`${unread} new`} />}
        </CallButton>
        <CallButton className="call-btn--leave" icon={<PhoneOffIcon />} label={starter ? 'Stop Call' : 'Leave'} onClick={() => void finish(starter)} tip={starter ? 'End the call for everyone' : 'Leave the call'} />
      </div>
      {(panel !== 'closed' || extras) && (
        <div className="call-side">
          {/* Slot for app/ (the squad's focus timer): rendered beside the room, never built here. */}
          {extras && <div className="call-room__extras">{extras}</div>}
          {panel !== 'closed' && (
            <aside className="call-panel" aria-label="Call chat and participants">
              <div className="call-panel__tabs" role="tablist">
                <button type="button" role="tab" aria-selected={panel === 'messages'} onClick={() => openPanel('messages')}>
                  Messages
                </button>
                <button type="button" role="tab" aria-selected={panel === 'participants'} onClick={() => openPanel('participants')}>
                  Participants ({state.participants.length})
                </button>
                <button type="button" className="call-panel__close" onClick={() => openPanel('closed')} aria-label="Close the panel">
                  ×
                </button>
              </div>
              {panel === 'messages' ? <ChatPane call={call} meId={meId} /> : <PeoplePane participants={state.participants} sessionId={state.sessionId} />}
            </aside>
          )}
        </div>
      )}
      <div className="pm-visually-hidden" aria-live="polite" role="status">
        {announce}
      </div>
      {askLeave && (
        <ConfirmDialog title="Do you want to end call?" confirmLabel={starter ? 'Stop Call' : 'Leave'} onConfirm={() => void finish(starter)} onClose={() => setAskLeave(false)}>
          {starter ? 'The call ends for everyone.' : 'You leave the call; the others stay.'}
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * A control: an icon over its visible label (the label is the button's name, so it never changes
 * with a toggle's state; `aria-pressed` says it: muted, camera off, hand raised), a tooltip with the
 * shortcut. `off` marks a muted microphone or a stopped camera; `on` an active extra (recording…).
 */
function CallButton({
  icon,
  label,
  onClick,
  pressed,
  expanded,
  on = false,
  off = false,
  tip,
  shortcut,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  on?: boolean;
  off?: boolean;
  tip?: string;
  shortcut?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={['call-btn', on && 'call-btn--on', off && 'call-btn--off', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-keyshortcuts={shortcut}
      title={tip ?? label}
      onClick={onClick}
    >
      <span className="call-btn__icon">{icon}</span>
      <span className="call-btn__label">{label}</span>
      {children}
    </button>
  );
}

/** "Ana muted. Bo raised a hand": what changed for the others between two participant lists. */
export function describeChanges(before: Participant[], after: Participant[], selfSession: string | null): string {
  const said: string[] = [];
  const prev = new Map(before.map((p) => [p.sessionId, p]));
  const now = new Map(after.map((p) => [p.sessionId, p]));
  for (const [id, p] of now) {
    if (id === selfSession) continue;
    const o = prev.get(id);
    const n = personName(p.user);
    if (!o) {
      said.push(`${n} joined`);
      continue;
    }
    if (o.audio !== p.audio) said.push(`${n} ${p.audio ? 'unmuted' : 'muted'}`);
    if (o.video !== p.video) said.push(`${n} turned the camera ${p.video ? 'on' : 'off'}`);
    if (o.hand !== p.hand) said.push(`${n} ${p.hand ? 'raised a hand' : 'lowered the hand'}`);
  }
  for (const [id, o] of prev) if (!now.has(id) && id !== selfSession) said.push(`${personName(o.user)} left`);
  return said.join('. ');
}

function ChatPane({ call, meId }: { call: Call; meId: string | null }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const count = call.state.messages.length;
  useEffect(() => {
    if (count) list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return;
    setText('');
    setError(null);
    call.sendChat(t).catch(() => {
      setText(t);
      setError('Not sent. Try again.');
    });
  };
  return (
    <div className="call-chat">
      <ol ref={list} className="call-chat__list" aria-label="Messages">
        {call.state.messages.length === 0 && <li className="call-chat__empty">No messages yet.</li>}
        {call.state.messages.map((m) => (
          <li key={m.id} className={`call-chat__msg${m.author.id === meId ? ' call-chat__msg--mine' : ''}`}>
            <span className="call-chat__author">{m.author.id === meId ? 'You' : personName(m.author)}</span>
            <span className="call-chat__text">{m.text}</span>
          </li>
        ))}
      </ol>
      <form className="call-chat__form" onSubmit={submit}>
        <input className="pm-input" value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} placeholder="Message everyone" aria-label="Message everyone" />
        <Button type="submit" size="small">
          Send
        </Button>
      </form>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

function PeoplePane({ participants, sessionId }: { participants: Participant[]; sessionId: string | null }) {
  return (
    <ul className="call-people" aria-label="Participants">
      {participants.map((p) => (
        <li key={p.sessionId} className="call-people__item">
          <Avatar name={personName(p.user)} imageUrl={p.user.profileImageUrl} size={32} />
          <span className="call-people__name">
            {personName(p.user)}
            {p.sessionId === sessionId ? ' (you)' : ''}
          </span>
          <span className="call-people__state">
            {p.audio ? 'mic on' : 'muted'} · {p.video ? 'camera on' : 'camera off'}
            {p.hand ? ' · hand raised' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
