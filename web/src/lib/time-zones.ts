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

const UTC_ALIASES = new Set(['Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu', 'Universal', 'Zulu']);

export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
    return zone && UTC_ALIASES.has(zone) ? 'UTC' : zone;
  } catch {
    return null;
  }
}

/** Old IANA names that browsers (ICU) still report, and the names people search for today. */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
};

let cached: TimeZoneOption[] | null = null;

/** Every IANA zone the browser knows, labelled "Country · Zone" with its UTC offset, sorted by offset. */
export function timeZoneOptions(): TimeZoneOption[] {
  if (cached) return cached;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // Browsers list only geographic zones; a machine set to UTC still needs its zone in the list.
  if (!zones.includes('UTC')) zones.push('UTC');
  const now = new Date();
  cached = zones
    .map((zone) => {
      const cc = countryForTimeZone(zone);
      const country = cc ? regionName(cc) : '';
      const current = CURRENT_NAMES[zone] ?? zone;
      const city = current.split('/').slice(1).join(' / ').replaceAll('_', ' ') || zone;
      const meta = utcOffsetLabel(zone, now);
      return {
        value: zone,
        label: country ? `${country} · ${city}` : zone.replaceAll('_', ' '),
        meta,
        keywords: `${zone} ${current === zone ? '' : current} ${cc ?? ''}`,
      };
    })
    .sort((a, b) => offsetMinutes(a.meta) - offsetMinutes(b.meta) || a.label.localeCompare(b.label));
  return cached;
}

/** "India · Kolkata (UTC+05:30)" for a zone in the list, else the zone's name made readable. */
export function timeZoneLabel(zone: string): string {
  const option = timeZoneOptions().find((o) => o.value === zone || CURRENT_NAMES[o.value] === zone);
  return option ? `${option.label} (${option.meta})` : zone.replaceAll('_', ' ');
}
