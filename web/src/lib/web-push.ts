/**
 * This browser's Web Push subscription (decision 061): the service worker's PushManager
 * (web/build/sw-template.js shows what arrives). Only where the browser has both a service worker
 * and PushManager (a production build registers /sw.js; an installed PWA on iOS 16.4+ too).
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** base64url (the server's VAPID public key) → the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const asPlain = (s: PushSubscription): BrowserSubscription => {
  const json = s.toJSON();
  return { endpoint: s.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
};

/** The subscription this browser holds now, if any. */
export async function currentSubscription(): Promise<BrowserSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.ready;
  const s = await reg.pushManager.getSubscription();
  return s ? asPlain(s) : null;
}

/** Asks permission, then subscribes with the server's key. Null when the person said no. */
export async function subscribeBrowser(publicKey: string): Promise<BrowserSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const reg = await navigator.serviceWorker.ready;
  const s = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return asPlain(s);
}

/** Drops this browser's subscription; answers its endpoint (to forget on the server). */
export async function unsubscribeBrowser(): Promise<string | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.ready;
  const s = await reg.pushManager.getSubscription();
  if (!s) return null;
  await s.unsubscribe();
  return s.endpoint;
}
