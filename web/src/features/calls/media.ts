/**
 * Camera and microphone with fallbacks: both, else what was allowed (audio-only, video-only, none),
 * each refusal with a clear message; the call is joined either way.
 */
export interface LocalMedia {
  stream: MediaStream | null;
  audio: boolean;
  video: boolean;
  message: string | null;
}

type GetUserMedia = (c: MediaStreamConstraints) => Promise<MediaStream>;

const VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } };

export async function openLocalMedia(get: GetUserMedia | undefined = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices)): Promise<LocalMedia> {
  if (!get) return { stream: null, audio: false, video: false, message: 'This browser cannot use a camera or microphone here. You joined without them.' };
  try {
    const stream = await get({ audio: true, video: VIDEO });
    return { stream, audio: stream.getAudioTracks().length > 0, video: stream.getVideoTracks().length > 0, message: null };
  } catch {
    /* try each on its own */
  }
  const [a, v] = await Promise.allSettled([get({ audio: true }), get({ video: VIDEO })]);
  const tracks: MediaStreamTrack[] = [];
  if (a.status === 'fulfilled') tracks.push(...a.value.getAudioTracks());
  if (v.status === 'fulfilled') tracks.push(...v.value.getVideoTracks());
  const audio = a.status === 'fulfilled';
  const video = v.status === 'fulfilled';
  const message = audio && video ? null : audio ? 'Camera not available or not allowed: you joined with your microphone only.' : video ? 'Microphone not available or not allowed: you joined with your camera only — others cannot hear you.' : 'Camera and microphone not allowed: you joined without them. Allow them in the browser’s site settings and join again.';
  return { stream: tracks.length ? new MediaStream(tracks) : null, audio, video, message };
}

export const SCREEN_REFUSED = 'Screen sharing was refused or failed. Your camera stays on.';

/** Screen capture is offered only where the browser has it and the screen is wider than 780 px. */
export function canShareScreen(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function' && !(typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 780px)').matches);
}

export async function openScreen(): Promise<MediaStreamTrack | null> {
  try {
    const s = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    return s.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}
