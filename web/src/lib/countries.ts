import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { countryForTimeZone } from './time-zone-countries';
import { browserTimeZone, regionName } from './time-zones';

export interface Country {
  code: CountryCode;
  name: string;
  dial: string;
  flag: string;
}

/** The regional-indicator flag emoji of an ISO 3166 code ("IN" → 🇮🇳). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let cached: Country[] | null = null;

/** Every country libphonenumber knows (about 245), named in English and sorted by name. */
export function countryList(): Country[] {
  cached ??= getCountries()
    .map((code) => ({ code, name: regionName(code), dial: getCountryCallingCode(code), flag: flagEmoji(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** The browser's country from its time zone, else US (+1), as the spec asks. */
export function defaultCountryCode(): CountryCode {
  const cc = countryForTimeZone(browserTimeZone());
  return (countryList().find((c) => c.code === cc)?.code ?? 'US') as CountryCode;
}

export function dialCodeOf(code: string): string {
  return countryList().find((c) => c.code === code)?.dial ?? '1';
}
