import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, DISCONNECT_GRACE_MS, NUDGE_MS, REPLY_MAX_MS, REPLY_TIMEOUT_MS, Mesh, isInitiator, videoCap, type PeerLike, type SignalOut } from './mesh';

class FakePeer implements PeerLike {
  handlers: Record<string, ((...a: never[]) => void)[]> = {};
  signals: unknown[] = [];
  destroyed = false;
  replaced: [MediaStreamTrack, MediaStreamTrack][] = [];
  constructor(public initiator: boolean) {}
  on(ev: string, cb: (...a: never[]) => void) {
    (this.handlers[ev] ??= []).push(cb);
  }
  emit(ev: string, ...a: unknown[]) {
    (this.handlers[ev] ?? []).forEach((h) => h(...(a as never[])));
  }
  signal(d: unknown) {
    this.signals.push(d);
  }
  destroy() {
    this.destroyed = true;
  }
  replaceTrack(a: MediaStreamTrack, b: MediaStreamTrack) {
    this.replaced.push([a, b]);
  }
}

// web tests share one jsdom per worker (isolate: false): fake timers left on hang the next file's waits
afterEach(() => {
  vi.useRealTimers();
});

/** A mesh on fake timers with fake peers; `open` false: its signal stream does not listen yet. */
function setup(selfJoined = '2026-01-01T00:00:10Z', selfId = 'm', open = true) {
  const peers: FakePeer[] = [];
  const sent: SignalOut[] = [];
  vi.useFakeTimers();
  const mesh = new Mesh({
    self: { sessionId: selfId, joinedAt: selfJoined },
    createPeer: ({ initiator }) => {
      const p = new FakePeer(initiator);
      peers.push(p);
      return p;
    },
    send: (s) => sent.push(s),
    onChange: () => undefined,
  });
  if (open) mesh.open(); // the session's signal stream listens
  return { mesh, peers, sent };
}
const earlier = { sessionId: 'a', userId: '1', joinedAt: '2026-01-01T00:00:00Z' };
const later = { sessionId: 'z', userId: '3', joinedAt: '2026-01-01T00:00:20Z' };
const sig = (from: string, seq: number, g: number, d: unknown = { type: 'offer' }) => ({ fromSessionId: from, seq, payload: JSON.stringify({ g, d }) });

describe('mesh', () => {
  it('the later joiner offers; ties go to the larger sessionId', () => {
    expect(isInitiator({ sessionId: 'b', joinedAt: '2026-01-01T00:00:01Z' }, { sessionId: 'a', joinedAt: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isInitiator({ sessionId: 'a', joinedAt: '2026-01-01T00:00:00Z' }, { sessionId: 'b', joinedAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isInitiator({ sessionId: 'b', joinedAt: '2026-01-01T00:00:00Z' }, { sessionId: 'a', joinedAt: '2026-01-01T00:00:00Z' })).toBe(true);
    const { mesh, peers } = setup();
    mesh.sync([earlier, later]);
    // I joined after `a`: one initiator peer for a; for z (later) I wait for its offer.
    expect(peers).toHaveLength(1);
    expect(peers[0]!.initiator).toBe(true);
    mesh.receive(sig('z', 1, 1));
    expect(peers).toHaveLength(2);
    expect(peers[1]!.initiator).toBe(false);
    expect(peers[1]!.signals).toEqual([{ type: 'offer' }]);
  });

  it('numbers outgoing signals per pair and wraps them with the generation', () => {
    const { mesh, peers, sent } = setup();
    mesh.sync([earlier]);
    peers[0]!.emit('signal', { type: 'offer' });
    peers[0]!.emit('signal', { candidate: 'x' });
    expect(sent.map((s) => [s.toSessionId, s.seq, JSON.parse(s.payload).g])).toEqual([
      ['a', 1, 1],
      ['a', 2, 1],
    ]);
  });

  it('drops duplicates, old generations, and signals of sessions that left', () => {
    const { mesh, peers } = setup();
    mesh.sync([later]);
    mesh.receive(sig('z', 1, 1));
    mesh.receive(sig('z', 1, 1));
    expect(peers[0]!.signals).toHaveLength(1);
    mesh.receive(sig('z', 2, 2)); // a rebuilt peer on the other side
    expect(peers[0]!.destroyed).toBe(true);
    expect(peers[1]!.signals).toHaveLength(1);
    mesh.receive(sig('z', 3, 1)); // the superseded generation
    expect(peers[1]!.signals).toHaveLength(1);
    mesh.sync([]);
    expect(peers[1]!.destroyed).toBe(true);
    mesh.receive(sig('z', 4, 3));
    expect(peers).toHaveLength(2);
  });

  it('keeps an offer that arrives before the JOINED event and applies it on sync', () => {
    const { mesh, peers } = setup();
    mesh.receive(sig('z', 1, 1));
    expect(peers).toHaveLength(0);
    mesh.sync([later]);
    expect(peers[0]!.signals).toEqual([{ type: 'offer' }]);
  });

  it('keeps an early offer through a sync whose list is older than the offer (its sender not in it yet)', () => {
    const { mesh, peers } = setup();
    mesh.sync([earlier]);
    mesh.receive(sig('z', 1, 1));
    mesh.receive(sig('z', 2, 1, { candidate: 'c' }));
    mesh.sync([earlier]); // e.g. a read that left before z joined
    expect(peers).toHaveLength(1);
    mesh.sync([earlier, later]);
    expect(peers[1]!.signals).toEqual([{ type: 'offer' }, { candidate: 'c' }]);
  });

  it('a short disconnect is not a failure; past the grace the initiator restarts ICE, then rebuilds', () => {
    const { mesh, peers, sent } = setup();
    mesh.sync([earlier]);
    const restartIce = vi.fn<() => void>();
    const negotiate = vi.fn<() => void>();
    Object.assign(peers[0]!, { _pc: { restartIce, getSenders: () => [] }, negotiate });
    peers[0]!.emit('connect');
    peers[0]!.emit('iceStateChange', 'disconnected');
    vi.advanceTimersByTime(DISCONNECT_GRACE_MS - 100);
    peers[0]!.emit('iceStateChange', 'connected');
    vi.advanceTimersByTime(DISCONNECT_GRACE_MS * 3);
    expect(restartIce).not.toHaveBeenCalled();
    peers[0]!.emit('iceStateChange', 'disconnected');
    vi.advanceTimersByTime(DISCONNECT_GRACE_MS);
    expect(restartIce).toHaveBeenCalledOnce();
    expect(negotiate).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(DISCONNECT_GRACE_MS * 2);
    expect(peers[0]!.destroyed).toBe(true);
    expect(peers).toHaveLength(2);
    peers[1]!.emit('signal', { type: 'offer' });
    expect(JSON.parse(sent.at(-1)!.payload).g).toBe(2);
    expect(sent.at(-1)!.seq).toBe(1); // the seq keeps counting for the pair
  });

  it('a failed pair is rebuilt by the initiator; "network blocks calls" only if never connected', () => {
    const { mesh, peers } = setup();
    mesh.sync([earlier]);
    peers[0]!.emit('connect');
    peers[0]!.emit('close');
    expect(peers).toHaveLength(2);
    vi.advanceTimersByTime(30000);
    expect(mesh.blocked).toBe(false); // it did connect once: a drop, not a network that blocks calls
    const other = setup();
    other.mesh.sync([earlier]);
    vi.advanceTimersByTime(30000);
    expect(other.mesh.blocked).toBe(true);
  });

  it('the initiator rebuilds a pair that hears nothing back (a lost offer or answer), waiting longer each time; the other side waits', () => {
    const { mesh, peers, sent } = setup();
    mesh.sync([earlier]);
    peers[0]!.emit('signal', { type: 'offer' }); // lost on its way
    vi.advanceTimersByTime(REPLY_TIMEOUT_MS - 100);
    expect(peers).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(peers[0]!.destroyed).toBe(true);
    expect(peers).toHaveLength(2);
    peers[1]!.emit('signal', { type: 'offer' });
    expect(sent.map((s) => [s.seq, JSON.parse(s.payload).g])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    vi.advanceTimersByTime(REPLY_TIMEOUT_MS * 2 - 100); // silent again: twice the wait
    expect(peers).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(peers).toHaveLength(3);
    // answered (generation 3) but never connected: rebuilt after CONNECT_TIMEOUT_MS
    mesh.receive(sig('a', 1, 3, { type: 'answer' }));
    expect(peers[2]!.signals).toEqual([{ type: 'answer' }]);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 100);
    expect(peers).toHaveLength(3);
    vi.advanceTimersByTime(100);
    expect(peers).toHaveLength(4);
    peers[3]!.emit('connect');
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS * 3);
    expect(peers).toHaveLength(4);
    // the earlier joiner's side never rebuilds on its own
    const waiting = setup('2026-01-01T00:00:10Z', 'a');
    waiting.mesh.sync([later]);
    waiting.mesh.receive(sig('z', 1, 1));
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS * 2);
    expect(waiting.peers).toHaveLength(1);
  });

  it('a silent pair waits longer each time, up to REPLY_MAX_MS: a starved peer is not handed a new offer every few seconds', () => {
    const { mesh, peers } = setup();
    mesh.sync([earlier]);
    const rebuiltAfter: number[] = [];
    let at = 0;
    for (let t = 0; rebuiltAfter.length < 5 && t < 300_000; t += 1000) {
      const before = peers.length;
      vi.advanceTimersByTime(1000);
      if (peers.length > before) {
        rebuiltAfter.push(t + 1000 - at);
        at = t + 1000;
      }
    }
    expect(rebuiltAfter).toEqual([REPLY_TIMEOUT_MS, REPLY_TIMEOUT_MS * 2, REPLY_TIMEOUT_MS * 4, REPLY_MAX_MS, REPLY_MAX_MS]);
  });

  it('the connect wait counts from the reply: an answer heard late (a starved CPU) still gives ICE its full wait', () => {
    const { mesh, peers } = setup();
    mesh.sync([earlier]);
    peers[0]!.emit('signal', { type: 'offer' });
    vi.advanceTimersByTime(REPLY_TIMEOUT_MS - 100);
    mesh.receive(sig('a', 1, 1, { type: 'answer' })); // just in time
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 100);
    expect(peers).toHaveLength(1); // counted from the build it would have been torn down already
    vi.advanceTimersByTime(100);
    expect(peers).toHaveLength(2);
  });

  it('back online: the initiator rebuilds its pairs that are down at once; the other side asks it to', () => {
    const { mesh, peers, sent } = setup('2026-01-01T00:00:10Z', 'm');
    mesh.sync([earlier, later]); // initiator towards a; z will offer to me
    mesh.receive(sig('z', 1, 1));
    expect(peers.map((p) => p.initiator)).toEqual([true, false]);
    peers.forEach((p) => p.emit('connect'));
    // a's pair failed while offline: rebuilt, its new offer lost; z's pair is down
    peers[0]!.emit('close');
    expect(peers[2]!.initiator).toBe(true);
    peers[1]!.emit('iceStateChange', 'disconnected');
    mesh.reconnect();
    expect(peers[2]!.destroyed).toBe(true);
    expect(peers[3]!.initiator).toBe(true); // a's pair, generation 3
    expect(peers[1]!.destroyed).toBe(false);
    expect(sent.filter((s) => s.toSessionId === 'z').map((s) => JSON.parse(s.payload))).toEqual([{ g: 1, r: 1 }]);
    // answered meanwhile: a second reconnect leaves it to ICE
    mesh.receive(sig('a', 1, 3, { type: 'answer' }));
    mesh.reconnect();
    expect(peers).toHaveLength(4);
    // on the initiator's side, the request rebuilds a pair that is down (and only such a pair)
    const other = setup();
    other.mesh.sync([earlier]);
    other.peers[0]!.emit('connect');
    other.mesh.receive(sig('a', 1, 1, undefined));
    other.mesh.receive({ fromSessionId: 'a', seq: 2, payload: JSON.stringify({ g: 1, r: 1 }) });
    expect(other.peers).toHaveLength(1);
    other.peers[0]!.emit('close'); // failed: rebuilt, the new offer unanswered
    expect(other.peers).toHaveLength(2);
    other.mesh.receive({ fromSessionId: 'a', seq: 3, payload: JSON.stringify({ g: 1, r: 1 }) });
    expect(other.peers).toHaveLength(2); // the new offer may still be on its way
    vi.advanceTimersByTime(NUDGE_MS);
    expect(other.peers).toHaveLength(3);
    expect(other.peers[1]!.destroyed).toBe(true);
  });

  it('offers only once its own signal stream listens; then asks the earlier joiners to offer again; a young offer gets NUDGE_MS', () => {
    const { mesh, peers, sent } = setup('2026-01-01T00:00:10Z', 'm', false);
    mesh.sync([earlier, later]);
    expect(peers).toHaveLength(0);
    expect(sent).toEqual([]);
    mesh.open();
    expect(peers.map((p) => p.initiator)).toEqual([true]); // towards a, the earlier joiner
    expect(sent.map((s) => [s.toSessionId, JSON.parse(s.payload)])).toEqual([['z', { g: 0, r: 1 }]]); // z may have offered before
    // the other side asks for a new offer: a young unanswered one gets NUDGE_MS first
    vi.advanceTimersByTime(NUDGE_MS - 500);
    mesh.receive({ fromSessionId: 'a', seq: 1, payload: JSON.stringify({ g: 0, r: 1 }) });
    expect(peers).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(peers).toHaveLength(2);
    expect(peers[0]!.destroyed).toBe(true);
    // answered: a later request changes nothing
    mesh.receive(sig('a', 2, 2, { type: 'answer' }));
    mesh.receive({ fromSessionId: 'a', seq: 3, payload: JSON.stringify({ g: 2, r: 1 }) });
    vi.advanceTimersByTime(NUDGE_MS * 2);
    expect(peers).toHaveLength(2);
    // the stream opens again (socket reconnected): as reconnect
    peers[1]!.emit('close');
    expect(peers).toHaveLength(3);
    mesh.open();
    expect(peers).toHaveLength(4);
  });

  it('screen share replaces the video track on every connected pair and back; leave destroys all', () => {
    const { mesh, peers } = setup('2026-01-01T00:00:30Z');
    const cam = { kind: 'video' } as MediaStreamTrack;
    const screen = { kind: 'video' } as MediaStreamTrack;
    mesh.setLocalStream({ getVideoTracks: () => [cam] } as unknown as MediaStream);
    mesh.sync([earlier, later]);
    peers.forEach((p) => p.emit('connect'));
    mesh.setOutgoingVideo(screen);
    expect(peers.map((p) => p.replaced)).toEqual([[[cam, screen]], [[cam, screen]]]);
    mesh.setOutgoingVideo(null);
    expect(peers[0]!.replaced[1]).toEqual([screen, cam]);
    mesh.close();
    expect(peers.every((p) => p.destroyed)).toBe(true);
  });

  it('caps video per pair as people join', () => {
    expect(videoCap(1).maxBitrate).toBeGreaterThan(videoCap(4).maxBitrate);
    const { mesh, peers } = setup('2026-01-01T00:00:30Z');
    const setParameters = vi.fn<(p: unknown) => Promise<void>>(() => Promise.resolve());
    const sender = { track: { kind: 'video' }, getParameters: () => ({ encodings: [{}] }), setParameters };
    mesh.sync([earlier]);
    Object.assign(peers[0]!, { _pc: { getSenders: () => [sender] } });
    mesh.sync([earlier, later]);
    expect(setParameters).toHaveBeenLastCalledWith({ encodings: [expect.objectContaining({ maxBitrate: videoCap(2).maxBitrate })] });
  });
});
