// The browser's zone and a zone's UTC offset: small, for every page (lib/client-info.ts is on the
// landing page). The labelled list of every zone, with its country table, is lib/time-zone-options.ts.

// made on first use: building it loads the ICU region names (~45 ms of the main thread at the first
// script's evaluation, ~180 ms at Lighthouse's 4× CPU), and most pages never name a region
let regionNames: Intl.DisplayNames | null | undefined;

export function regionName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "UTC+05:30" for a zone at the given instant. */
export function utcOffsetLabel(zone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part || part === 'GMT') return 'UTC+00:00';
    return part.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

export function offsetMinutes(label: string): number {
  const m = /UTC([+-])(\d{2}):(\d{2})/.exec(label);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

const UTC_ALIASES = new Set(['Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu', 'Universal', 'Zulu']);

export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
    return zone && UTC_ALIASES.has(zone) ? 'UTC' : zone;
  } catch {
    return null;
  }
}
