import fixWebmDuration from 'fix-webm-duration';

/**
 * The call recorder: every voice mixed through Web Audio into one track (MediaRecorder keeps only
 * the first audio track) and every tile drawn onto one canvas at a fixed rate driven by a Worker
 * timer (animation frames stop in a background tab). Tiles and voices are read on each frame, so
 * people who join during the recording are in it. Stop → a .webm with its duration written.
 */
export interface RecorderSource {
  /** The tiles now: video element + name. */
  tiles: () => { video: HTMLVideoElement | null; name: string }[];
  /** Every audio stream now (mine + each peer's). */
  streams: () => MediaStream[];
}

const FPS = 15;
// 960×540: the tiles it holds are never sharper (a peer's video is capped to 640×360 with one
// other person and to 320×180 from three: mesh.ts videoCap), and drawing + encoding it costs about
// half of 1280×720 (Chromium, software VP8, 4 tiles: ~50 % of a core against ~90 %; decision 043).
const W = 960;
const H = 540;

function workerTimer(ms: number, tick: () => void): () => void {
  const src = `setInterval(() => postMessage(0), ${ms});`;
  const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
  const w = new Worker(url);
  w.addEventListener('message', tick);
  return () => {
    w.terminate();
    URL.revokeObjectURL(url);
  };
}

/**
 * Whether a worker tick at `now` draws a frame, given when the last one started and ended. The
 * worker ticks whether or not the page keeps up: when the main thread is starved (a busy machine),
 * its ticks queue up, and drawing one frame per queued tick would keep the page busy for good (seen
 * in the e2e: the recorder's page stopped answering for 20–100 s at load 40). So ticks closer than
 * half a frame to the last frame collapse into it, and after a frame that took d ms the next waits
 * at least d ms: the recorder takes at most half the main thread, and a page that keeps up (a frame
 * in a few ms) draws on every tick.
 */
export function frameDue(now: number, last: { start: number; end: number }, fps: number): boolean {
  return now - last.start >= 500 / fps && now - last.end >= last.end - last.start;
}

export class CallRecorder {
  private ctx = new AudioContext();
  private dest = this.ctx.createMediaStreamDestination();
  private mixed = new Map<string, MediaStreamAudioSourceNode>();
  private canvas = document.createElement('canvas');
  private rec: MediaRecorder;
  private chunks: Blob[] = [];
  private started = performance.now();
  private stopTimer: () => void;
  private video: MediaStreamTrack | null = null;

  constructor(private src: RecorderSource) {
    this.canvas.width = W;
    this.canvas.height = H;
    const video = this.canvas.captureStream(FPS).getVideoTracks()[0];
    this.video = video ?? null;
    const tracks = [...this.dest.stream.getAudioTracks(), ...(video ? [video] : [])];
    const type = ['video/webm;codecs=vp8,opus', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
    this.rec = new MediaRecorder(new MediaStream(tracks), type ? { mimeType: type } : undefined);
    this.rec.addEventListener('dataavailable', (e) => {
      if (e.data.size) this.chunks.push(e.data);
    });
    this.rec.start(1000);
    this.stopTimer = workerTimer(Math.round(1000 / FPS), () => this.tick());
    this.frame();
  }

  private mixIn() {
    for (const s of this.src.streams()) {
      const t = s.getAudioTracks()[0];
      if (!t || this.mixed.has(t.id)) continue;
      const node = this.ctx.createMediaStreamSource(new MediaStream([t]));
      node.connect(this.dest);
      this.mixed.set(t.id, node);
    }
  }

  private last = { start: 0, end: 0 };
  private tick() {
    if (frameDue(performance.now(), this.last, FPS)) this.frame();
  }

  private frame() {
    const start = performance.now();
    this.draw();
    this.last = { start, end: performance.now() };
  }

  private draw() {
    this.mixIn();
    const g = this.canvas.getContext('2d');
    if (!g) return;
    const tiles = this.src.tiles();
    const cols = Math.ceil(Math.sqrt(tiles.length || 1));
    const rows = Math.ceil((tiles.length || 1) / cols);
    const tw = W / cols;
    const th = H / rows;
    g.fillStyle = '#111';
    g.fillRect(0, 0, W, H);
    tiles.forEach((t, i) => {
      const x = (i % cols) * tw;
      const y = Math.floor(i / cols) * th;
      if (t.video && t.video.readyState >= 2) g.drawImage(t.video, x, y, tw, th);
      g.fillStyle = '#fff';
      g.font = '24px sans-serif';
      g.fillText(t.name, x + 12, y + th - 16);
    });
  }

  /** Stops and returns the file, its duration written so it can be seeked. */
  async stop(): Promise<Blob> {
    const duration = performance.now() - this.started;
    this.stopTimer();
    const done = new Promise<void>((r) => this.rec.addEventListener('stop', () => r(), { once: true }));
    this.rec.stop();
    await done;
    this.video?.stop();
    void this.ctx.close();
    const blob = new Blob(this.chunks, { type: 'video/webm' });
    return fixWebmDuration(blob, duration, { logger: false });
  }
}

export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
