import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
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

/** The country of a stored E.164 number ("+447911123456" → "GB"), or null when it names none. */
export function countryOfMobile(e164: string | null | undefined): CountryCode | null {
  if (!e164) return null;
  const country = parsePhoneNumberFromString(e164)?.country;
  return country && countryList().some((c) => c.code === country) ? country : null;
}

export function dialCodeOf(code: string): string {
  return countryList().find((c) => c.code === code)?.dial ?? '1';
}

/** A stored E.164 number as people write it ("+447911123456" → "+44 7911 123456"); as stored when it does not parse. */
export function displayMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
