// Every IANA zone, labelled with its country and UTC offset (the zone pickers, a pool's zone): the
// country table is large, so this is apart from lib/time-zones.ts, which every page may load.
import { countryForTimeZone } from './time-zone-countries';
import { offsetMinutes, regionName, utcOffsetLabel } from './time-zones';

export interface TimeZoneOption {
  value: string;
  label: string;
  meta: string;
  keywords: string;
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

/** "India · Kolkata (UTC+05:30)" for a zone in the list, "UTC" for UTC (not "UTC (UTC+00:00)"), else the zone's name made readable. */
export function timeZoneLabel(zone: string): string {
  const option = timeZoneOptions().find((o) => o.value === zone || CURRENT_NAMES[o.value] === zone);
  return option ? zoneOptionText(option) : zone.replaceAll('_', ' ');
}

/** One option as a picker shows it chosen: "India · Kolkata (UTC+05:30)"; a zone whose name is its offset says it once ("UTC", issue 28). */
export function zoneOptionText(o: { label: string; meta?: string }): string {
  return !o.meta || o.label === 'UTC' || o.label === o.meta ? o.label : `${o.label} (${o.meta})`;
}
