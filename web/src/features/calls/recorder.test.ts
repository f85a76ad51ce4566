import { describe, expect, it } from 'vitest';
import { frameDue } from './recorder';

const FPS = 15; // a tick every 66.7 ms

describe('frameDue (the recorder on a starved page)', () => {
  it('draws on every tick when a frame takes a few ms', () => {
    expect(frameDue(1067, { start: 1000, end: 1004 }, FPS)).toBe(true);
  });

  it('collapses ticks queued behind a frame into it', () => {
    // the page was busy: three ticks arrive together right after a frame
    expect(frameDue(1010, { start: 1000, end: 1004 }, FPS)).toBe(false);
    expect(frameDue(1030, { start: 1000, end: 1004 }, FPS)).toBe(false);
  });

  it('after a frame of d ms waits at least d ms: at most half the main thread', () => {
    const slow = { start: 1000, end: 1200 }; // 200 ms to draw
    expect(frameDue(1267, slow, FPS)).toBe(false);
    expect(frameDue(1399, slow, FPS)).toBe(false);
    expect(frameDue(1400, slow, FPS)).toBe(true);
  });
});
