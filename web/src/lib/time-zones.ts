import { countryForTimeZone } from './time-zone-countries';

export interface TimeZoneOption {
  value: string;
  label: string;
  meta: string;
  keywords: string;
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

export function regionName(code: string): string {
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

function offsetMinutes(label: string): number {
  const m = /UTC([+-])(\d{2}):(\d{2})/.exec(label);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

let cached: TimeZoneOption[] | null = null;

/** Every IANA zone the browser knows, labelled "Country · Zone" with its UTC offset, sorted by offset. */
export function timeZoneOptions(): TimeZoneOption[] {
  if (cached) return cached;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const now = new Date();
  cached = zones
    .map((zone) => {
      const cc = countryForTimeZone(zone);
      const country = cc ? regionName(cc) : '';
      const city = zone.split('/').slice(1).join(' / ').replaceAll('_', ' ') || zone;
      const meta = utcOffsetLabel(zone, now);
      return {
        value: zone,
        label: country ? `${country} · ${city}` : zone.replaceAll('_', ' '),
        meta,
        keywords: `${zone} ${cc ?? ''}`,
      };
    })
    .sort((a, b) => offsetMinutes(a.meta) - offsetMinutes(b.meta) || a.label.localeCompare(b.label));
  return cached;
}
