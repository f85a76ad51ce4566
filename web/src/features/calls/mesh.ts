/**
 * The call's mesh (issue 14, docs/decisions/043): one simple-peer per remote session, plain TS so
 * its rules are unit-tested with fake peers. Signalling goes out through `send` and comes in
 * through `receive` (the GraphQL seam of decision 042: a media server could replace this class).
 *
 * Rules:
 * - Initiator: for a pair, the later joiner (larger joinedAt, ties → larger sessionId) offers.
 * - Every signal carries a per-pair seq (never restarts for the two sessions' lifetime) and the
 *   pair's generation `g`; a signal for an unknown / gone session or an older generation is dropped.
 * - Network: a 'disconnected' pair gets DISCONNECT_GRACE_MS before the initiator restarts ICE; a
 *   pair that fails (simple-peer closes it) is rebuilt by the initiator under a new generation, and
 *   so is one that hears nothing back within REPLY_TIMEOUT_MS (doubling to REPLY_MAX_MS while it stays silent): its
 *   offer or answer was lost (signals are never stored: one sent before the receiver's stream was
 *   open, or while the network was down, is gone); or one that does not connect within
 *   CONNECT_TIMEOUT_MS of hearing back (counted from the reply, not the offer: on a starved CPU a
 *   reply can take most of the reply wait, and ICE then needs its own time — a rebuild would only
 *   throw away a negotiation about to finish).
 * - Signals are never stored, so nothing is offered before this session's own stream listens
 *   (`open`, the server's first item): the initiator's pairs are built then, and the sessions that
 *   offer to this one are asked (`{ r: 1 }`) to offer again if they did before it listened.
 * - Back online (`reconnect`, or the stream opens again): every pair that is down with its latest
 *   offer unanswered is set up again at once — rebuilt by its initiator, or the initiator is asked
 *   to (`{ r: 1 }`; an offer younger than NUDGE_MS is given that long to be answered first).
 *   "Your network blocks calls" only when a pair never connected within NEVER_CONNECTED_MS.
 * - Screen share: replaceTrack on every pair (no renegotiation).
 * - Video cap: each pair's sender gets a bitrate / scale cap that shrinks as people join.
 */

export interface PeerLike {
  signal(data: unknown): void;
  /** simple-peer's events: signal, connect, stream, close, error, iceStateChange. */
  on(event: string, cb: (...args: never[]) => void): void;
  destroy(): void;
  replaceTrack(oldTrack: MediaStreamTrack, newTrack: MediaStreamTrack, stream: MediaStream): void;
  negotiate?(): void;
  readonly destroyed?: boolean;
  _pc?: RTCPeerConnection;
}

export type PeerFactory = (opts: { initiator: boolean; stream: MediaStream | null; iceServers: RTCIceServer[] }) => PeerLike;

export interface RemoteSession {
  sessionId: string;
  userId: string;
  joinedAt: string;
}

export interface SignalOut {
  toSessionId: string;
  seq: number;
  payload: string;
}

export interface PairView {
  sessionId: string;
  userId: string;
  stream: MediaStream | null;
  connected: boolean;
  everConnected: boolean;
  initiator: boolean;
}

export const DISCONNECT_GRACE_MS = 5000;
export const NEVER_CONNECTED_MS = 25000;
/**
 * The initiator's wait for a first word back on a fresh offer, doubling while the pair stays silent
 * up to REPLY_MAX_MS. Long on purpose: a lost offer is rare (the receiver's stream reopening asks for
 * a new one, `{ r: 1 }`), while on a starved machine a busy page took 14–36 s to answer, and every
 * rebuild gave it one more peer connection to set up for an offer already thrown away (decision 098).
 */
export const REPLY_TIMEOUT_MS = 8000;
export const REPLY_MAX_MS = 40000;
export const NUDGE_MS = 1500;
export const CONNECT_TIMEOUT_MS = 20000;

/** Video cap per outgoing copy, by how many others receive it (mesh: each sends N−1 copies). */
export function videoCap(peers: number): { maxBitrate: number; scaleResolutionDownBy: number } {
  if (peers <= 1) return { maxBitrate: 1_200_000, scaleResolutionDownBy: 1 };
  if (peers === 2) return { maxBitrate: 700_000, scaleResolutionDownBy: 1.5 };
  if (peers === 3) return { maxBitrate: 450_000, scaleResolutionDownBy: 2 };
  return { maxBitrate: 300_000, scaleResolutionDownBy: 2 };
}

export function isInitiator(me: { sessionId: string; joinedAt: string }, other: { sessionId: string; joinedAt: string }): boolean {
  const a = Date.parse(me.joinedAt);
  const b = Date.parse(other.joinedAt);
  if (a !== b) return a > b;
  return me.sessionId > other.sessionId;
}

interface Pair {
  remote: RemoteSession;
  initiator: boolean;
  gen: number;
  peer: PeerLike;
  stream: MediaStream | null;
  connected: boolean;
  everConnected: boolean;
  disconnectTimer: ReturnType<typeof setTimeout> | null;
  connectTimer: ReturnType<typeof setTimeout> | null;
  restarted: boolean;
  /** A signal from the other side reached this generation. */
  heard: boolean;
  /** When `heard` became true (the connect wait counts from it). */
  heardAt: number;
  /** Rebuilds in a row of generations that heard nothing (the reply wait doubles with each). */
  quiet: number;
  builtAt: number;
}

export interface MeshOptions {
  self: { sessionId: string; joinedAt: string };
  createPeer: PeerFactory;
  send: (s: SignalOut) => void;
  onChange: () => void;
  /** A signal from a session not in our list yet: the caller reads the participants again. */
  onUnknown?: (sessionId: string) => void;
  iceServers?: RTCIceServer[];
  /** Timers, for tests. */
  setTimeout?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout?: (t: ReturnType<typeof setTimeout>) => void;
}

export class Mesh {
  private pairs = new Map<string, Pair>();
  /** Per remote session: next seq to send (kept across rebuilds). */
  private outSeq = new Map<string, number>();
  /** Per remote session: last seq applied. */
  private inSeq = new Map<string, number>();
  /** Sessions that left or were replaced: their signals are dropped. */
  private gone = new Set<string>();
  private stream: MediaStream | null = null;
  private videoTrack: MediaStreamTrack | null = null;
  private sentVideo: MediaStreamTrack | null = null;
  private closed = false;
  /** This session's signal stream listens (see `open`). */
  private opened = false;
  private remotes: RemoteSession[] = [];
  blocked = false;
  /** The mesh's last decisions (builds, rebuilds and why, dropped signals), bounded: read by the e2e walks when a pair is stuck. */
  readonly trail: string[] = [];

  /** Adds a line to the trail (the call's own events: a refused signal and its retry). */
  note(what: string, sessionId: string) {
    if (this.trail.length >= 200) this.trail.shift();
    this.trail.push(`${new Date().toISOString().slice(14, 23)} ${sessionId.slice(0, 4)} ${what}`);
  }

  constructor(private opts: MeshOptions) {}

  private get setT() {
    return this.opts.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  }
  private get clearT() {
    return this.opts.clearTimeout ?? ((t: ReturnType<typeof setTimeout>) => clearTimeout(t));
  }

  setLocalStream(stream: MediaStream | null) {
    this.stream = stream;
    this.videoTrack = stream?.getVideoTracks()[0] ?? null;
    this.sentVideo = this.videoTrack;
  }

  /** The call's people now (from the server): new sessions get a pair, gone ones are closed. */
  sync(remotes: RemoteSession[]) {
    if (this.closed) return;
    this.remotes = remotes;
    const want = new Map(remotes.filter((r) => r.sessionId !== this.opts.self.sessionId).map((r) => [r.sessionId, r]));
    for (const [id] of this.pairs) if (!want.has(id)) this.remove(id);
    for (const [id, r] of want) {
      if (this.gone.has(id) || this.pairs.has(id)) continue;
      const initiator = isInitiator(this.opts.self, r);
      // (offers wait for this session's stream to listen: `open` syncs again)
      if (initiator) {
        if (this.opened) this.build(r, 1, true);
      }
      // The earlier joiner waits for the offer: its pair is built when the first signal arrives.
      else this.pending.set(id, r);
    }
    for (const id of this.pending.keys()) if (!want.has(id)) this.pending.delete(id);
    for (const [id, q] of this.early) {
      // A list older than the signals (a read that left before the sender joined) must not drop
      // them: the sender offered once and waits for the answer. Kept (bounded) for a later sync.
      if (!want.has(id)) continue;
      this.early.delete(id);
      for (const sig of q.sort((a, b) => a.seq - b.seq)) this.receive(sig);
    }
    this.applyCaps();
    this.opts.onChange();
  }
  private pending = new Map<string, RemoteSession>();
  /** Per remote session: the "network blocks calls" deadline, from its first pair on. */
  private neverTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private early = new Map<string, { fromSessionId: string; seq: number; payload: string }[]>();

  remove(sessionId: string) {
    const p = this.pairs.get(sessionId);
    this.gone.add(sessionId);
    this.pending.delete(sessionId);
    const never = this.neverTimers.get(sessionId);
    if (never) this.clearT(never);
    this.neverTimers.delete(sessionId);
    this.early.delete(sessionId);
    if (!p) return;
    this.pairs.delete(sessionId);
    this.teardown(p);
    this.applyCaps();
    this.opts.onChange();
  }

  receive(sig: { fromSessionId: string; seq: number; payload: string }) {
    if (this.closed || this.gone.has(sig.fromSessionId)) return;
    const last = this.inSeq.get(sig.fromSessionId) ?? 0;
    if (sig.seq <= last) return this.note(`drop seq ${sig.seq} <= ${last}`, sig.fromSessionId);
    let msg: { g: number; d: unknown };
    try {
      msg = JSON.parse(sig.payload) as { g: number; d: unknown };
    } catch {
      return;
    }
    let pair = this.pairs.get(sig.fromSessionId);
    const remote = pair?.remote ?? this.pending.get(sig.fromSessionId);
    if (!remote) {
      // Not in our list yet (the JOINED event may trail the offer): kept until sync, bounded.
      const q = this.early.get(sig.fromSessionId) ?? [];
      if (q.length < 100) q.push(sig);
      this.early.set(sig.fromSessionId, q);
      this.note(`early seq ${sig.seq}`, sig.fromSessionId);
      this.opts.onUnknown?.(sig.fromSessionId);
      return;
    }
    this.inSeq.set(sig.fromSessionId, sig.seq);
    if ((msg as { r?: number }).r) {
      // the other side listens (again) and its pair is down: the initiator sets it up again
      this.note(`asked to offer again (${pair ? `g${pair.gen}` : 'no pair'})`, sig.fromSessionId);
      if (pair) this.nudge(pair);
      return;
    }
    if (pair && msg.g < pair.gen) return this.note(`drop g${msg.g} < g${pair.gen}`, sig.fromSessionId); // superseded peer
    if (!pair || msg.g > pair.gen) {
      if (pair?.initiator) return this.note(`drop g${msg.g}: I offer`, sig.fromSessionId); // only the initiator opens a new generation
      if (pair) this.teardown(pair);
      this.pending.delete(sig.fromSessionId);
      pair = this.build(remote, msg.g, false);
    }
    if (!pair.heard) {
      this.note(`heard g${pair.gen} seq ${sig.seq}`, sig.fromSessionId);
      pair.heardAt = Date.now();
      pair.heard = true;
      // the reply wait is over: from now on the pair has CONNECT_TIMEOUT_MS to connect
      if (pair.initiator && pair.connectTimer && !pair.connected) this.arm(pair, CONNECT_TIMEOUT_MS);
    }
    if (!pair.peer.destroyed) pair.peer.signal(msg.d);
  }

  /**
   * The network is back (the socket reconnected, the browser is online again): every pair that is
   * down and whose latest offer went unanswered is set up again at once instead of waiting for its
   * timers (signals sent while the network was down are lost).
   */
  reconnect() {
    if (this.closed || !this.opened) return;
    // collected first: a rebuild replaces the map's entry
    const down = Array.from(this.pairs.values()).filter((p) => !p.connected);
    for (const p of down) {
      // the initiator's latest offer unanswered: lost while the network was down
      if (p.initiator && !p.heard) this.rebuild(p, true, 'back online');
      else if (!p.initiator) this.sendTo(p.remote.sessionId, { g: p.gen, r: 1 });
    }
  }

  /**
   * This session's signal stream listens (the server's first item on it). The first time: the
   * pairs this session offers to are built now, and those who offer to it are asked to offer again
   * (an offer sent before the stream listened is lost). Again later (the socket reconnected): as
   * `reconnect`.
   */
  open() {
    if (this.closed) return;
    if (this.opened) return this.reconnect();
    this.opened = true;
    for (const r of this.pending.values()) this.sendTo(r.sessionId, { g: 0, r: 1 });
    this.sync(this.remotes);
  }

  /** Asked to offer again: an unanswered offer is replaced, unless it is younger than NUDGE_MS (then it gets that long). */
  private nudge(pair: Pair) {
    if (!pair.initiator || pair.connected || pair.heard) return;
    const age = Date.now() - pair.builtAt;
    if (age >= NUDGE_MS) this.rebuild(pair, true);
    else this.arm(pair, NUDGE_MS - age);
  }

  private sendTo(sessionId: string, payload: unknown) {
    const seq = (this.outSeq.get(sessionId) ?? 0) + 1;
    this.outSeq.set(sessionId, seq);
    this.opts.send({ toSessionId: sessionId, seq, payload: JSON.stringify(payload) });
  }

  /** The initiator's new generation for a pair (`fresh`: not a silent one's retry, the reply wait starts over). */
  private rebuild(pair: Pair, fresh = false, why = 'nudged') {
    this.note(`rebuild g${pair.gen} (${why}, heard ${pair.heard})`, pair.remote.sessionId);
    this.teardown(pair);
    this.build(pair.remote, pair.gen + 1, true, pair, fresh);
    this.applyCaps();
    this.opts.onChange();
  }

  /** A pair's peer; a rebuild (`before`: the pair it replaces) keeps whether the pair ever connected. */
  private build(remote: RemoteSession, gen: number, initiator: boolean, before?: Pair, fresh = false): Pair {
    const peer = this.opts.createPeer({ initiator, stream: this.stream, iceServers: this.opts.iceServers ?? [] });
    const quiet = before && !fresh && !before.heard ? before.quiet + 1 : 0;
    this.note(`build g${gen} ${initiator ? 'offer' : 'answer'}`, remote.sessionId);
    const pair: Pair = { remote, initiator, gen, peer, stream: null, connected: false, everConnected: before?.everConnected ?? false, disconnectTimer: null, connectTimer: null, restarted: false, heard: false, heardAt: 0, quiet, builtAt: Date.now() };
    this.pairs.set(remote.sessionId, pair);
    const live = () => this.pairs.get(remote.sessionId) === pair && !this.closed;
    peer.on('signal', (d) => {
      if (live()) this.sendTo(remote.sessionId, { g: pair.gen, d });
    });
    peer.on('connect', () => {
      if (!live()) return;
      this.note(`connected g${pair.gen}`, remote.sessionId);
      if (pair.connectTimer) this.clearT(pair.connectTimer);
      pair.connectTimer = null;
      pair.connected = true;
      pair.everConnected = true;
      pair.restarted = false;
      if (this.sentVideo && this.sentVideo !== this.videoTrack) this.swapOn(pair, this.videoTrack, this.sentVideo);
      this.applyCaps();
      this.opts.onChange();
    });
    peer.on('stream', (s) => {
      if (!live()) return;
      pair.stream = s;
      this.opts.onChange();
    });
    peer.on('iceStateChange', (ice) => {
      if (!live()) return;
      this.note(`ice ${String(ice)} g${pair.gen}`, remote.sessionId);
      if (ice === 'disconnected') {
        pair.connected = false;
        this.opts.onChange();
        if (!pair.disconnectTimer) pair.disconnectTimer = this.setT(() => this.restart(pair), DISCONNECT_GRACE_MS);
      } else if (ice === 'connected' || ice === 'completed') {
        if (pair.disconnectTimer) this.clearT(pair.disconnectTimer);
        pair.disconnectTimer = null;
        pair.connected = true;
        pair.everConnected = true;
        this.opts.onChange();
      }
    });
    const onGone = () => {
      if (!live()) return;
      // Failed or closed by the browser: the initiator rebuilds under a new generation; the other
      // side waits for that offer (its old pair stays until the new generation arrives).
      pair.connected = false;
      this.opts.onChange();
      this.note(`closed g${pair.gen}`, remote.sessionId);
      if (pair.initiator) this.rebuild(pair, true, 'closed');
    };
    peer.on('close', onGone);
    peer.on('error', () => undefined);
    // counted from the remote's first pair: rebuilds do not restart the clock
    if (!this.neverTimers.has(remote.sessionId))
      this.neverTimers.set(
        remote.sessionId,
        this.setT(() => {
          const now = this.pairs.get(remote.sessionId);
          if (!this.closed && now && !now.everConnected) {
            this.blocked = true;
            this.opts.onChange();
          }
        }, NEVER_CONNECTED_MS),
      );
    if (initiator) this.arm(pair, Math.min(REPLY_TIMEOUT_MS * 2 ** quiet, REPLY_MAX_MS));
    return pair;
  }

  /** The initiator's watch on a pair: silent after `replyMs` (nothing heard back), or not connected CONNECT_TIMEOUT_MS after it heard back → rebuilt. */
  private arm(pair: Pair, replyMs: number) {
    if (pair.connectTimer) this.clearT(pair.connectTimer);
    const live = () => this.pairs.get(pair.remote.sessionId) === pair && !this.closed;
    pair.connectTimer = this.setT(() => {
      pair.connectTimer = null;
      if (!live() || pair.connected) return;
      const left = CONNECT_TIMEOUT_MS - (Date.now() - pair.heardAt);
      if (!pair.heard || left <= 0) return this.rebuild(pair, false, pair.heard ? 'not connected' : 'no reply');
      pair.connectTimer = this.setT(() => {
        pair.connectTimer = null;
        if (live() && !pair.connected) this.rebuild(pair, false, 'not connected');
      }, left);
    }, replyMs);
  }

  /** A pair 'disconnected' past the grace: the initiator restarts ICE; if that fails, it rebuilds. */
  private restart(pair: Pair) {
    pair.disconnectTimer = null;
    if (this.pairs.get(pair.remote.sessionId) !== pair || pair.connected || !pair.initiator) return;
    const pc = pcOf(pair.peer);
    if (!pair.restarted && pc && typeof pc.restartIce === 'function' && pair.peer.negotiate) {
      pair.restarted = true;
      pair.heard = false; // a new offer goes out: its answer is awaited
      pc.restartIce();
      pair.peer.negotiate();
      pair.disconnectTimer = this.setT(() => this.restart(pair), DISCONNECT_GRACE_MS * 2);
      return;
    }
    this.rebuild(pair, true, 'ICE restart failed');
  }

  private teardown(p: Pair) {
    if (p.disconnectTimer) this.clearT(p.disconnectTimer);
    if (p.connectTimer) this.clearT(p.connectTimer);
    p.disconnectTimer = null;
    p.connectTimer = null;
    try {
      p.peer.destroy();
    } catch {
      /* already gone */
    }
  }

  private swapOn(p: Pair, from: MediaStreamTrack | null, to: MediaStreamTrack | null) {
    if (!from || !to || !this.stream || p.peer.destroyed) return;
    try {
      p.peer.replaceTrack(from, to, this.stream);
    } catch {
      /* pair not ready: the track is swapped on connect */
    }
  }

  /** Screen share (or back to the camera with null): the outgoing video on every pair, no renegotiation. */
  setOutgoingVideo(track: MediaStreamTrack | null) {
    const next = track ?? this.videoTrack;
    if (!next || next === this.sentVideo) return;
    const prev = this.sentVideo;
    this.sentVideo = next;
    for (const p of this.pairs.values()) if (p.connected) this.swapOn(p, prev, next);
  }

  /** Each pair's video sender capped by the number of people receiving a copy. */
  applyCaps() {
    const cap = videoCap(this.pairs.size);
    for (const p of this.pairs.values()) {
      const pc = pcOf(p.peer);
      if (!pc || typeof pc.getSenders !== 'function') continue;
      for (const sender of pc.getSenders()) {
        if (sender.track?.kind !== 'video') continue;
        const params = sender.getParameters();
        if (!params.encodings?.length) continue;
        params.encodings[0] = { ...params.encodings[0], maxBitrate: cap.maxBitrate, scaleResolutionDownBy: cap.scaleResolutionDownBy };
        void sender.setParameters(params).catch(() => undefined);
      }
    }
  }

  view(): PairView[] {
    return [...this.pairs.values()].map((p) => ({
      sessionId: p.remote.sessionId,
      userId: p.remote.userId,
      stream: p.stream,
      connected: p.connected,
      everConnected: p.everConnected,
      initiator: p.initiator,
    }));
  }

  /** The live RTCPeerConnections (e2e stats, leak checks). */
  peerConnections(): RTCPeerConnection[] {
    return [...this.pairs.values()].map((p) => pcOf(p.peer)).filter((pc): pc is RTCPeerConnection => !!pc);
  }

  peerCount() {
    return this.pairs.size;
  }

  /** Leave: every peer destroyed (local tracks are the caller's: see stopStream). */
  close() {
    this.closed = true;
    for (const p of this.pairs.values()) this.teardown(p);
    for (const t of this.neverTimers.values()) this.clearT(t);
    this.neverTimers.clear();
    this.pairs.clear();
    this.pending.clear();
    this.early.clear();
  }
}

/** simple-peer keeps its RTCPeerConnection as `_pc` (no public accessor). */
function pcOf(peer: PeerLike): RTCPeerConnection | undefined {
  // oxlint-disable-next-line no-underscore-dangle
  return peer._pc;
}

export function stopStream(stream: MediaStream | null | undefined) {
  stream?.getTracks().forEach((t) => t.stop());
}
