/**
 * The Android package's address, when one is configured: `VITE_ANDROID_APP_URL` at build time
 * (an https:// link to the APK or its store page). Unset or not https: no Android link anywhere
 * (spec DECISIONS.md, static pages).
 */
export function androidAppUrl(raw: string | undefined = import.meta.env.VITE_ANDROID_APP_URL as string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
