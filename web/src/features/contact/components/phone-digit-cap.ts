/**
 * docs/product.md#validation: the phone number's digit count is limited to the country's longest possible
 * length. The country is the one the number shows (+44 …), US without a + code; the lengths come
 * from libphonenumber's metadata, the same the schema validates with.
 */
import { AsYouType, getCountries, getCountryCallingCode, Metadata, type CountryCode } from 'libphonenumber-js/min';

export const defaultPhoneCountry: CountryCode = 'US';

/** E.164: at most 15 digits, the country calling code included. */
const e164MaxDigits = 15;

const longestByCountry = new Map<CountryCode, number>();

/** The most digits a national number of the country may have (10 for the US). */
export function longestNationalNumber(country: CountryCode): number {
  let longest = longestByCountry.get(country);
  if (longest === undefined) {
    const metadata = new Metadata();
    metadata.selectNumberingPlan(country);
    longest = Math.max(...(metadata.numberingPlan?.possibleLengths() ?? [e164MaxDigits]));
    longestByCountry.set(country, longest);
  }
  return longest;
}

/** While the country behind a calling code is still open (+1 …), the longest of its countries. */
function longestForCallingCode(callingCode: string): number {
  const countries = getCountries().filter((country) => getCountryCallingCode(country) === callingCode);
  if (countries.length === 0) return e164MaxDigits - callingCode.length;
  return Math.max(...countries.map(longestNationalNumber));
}

/** Drops the last `count` digits of a typed number, keeping its other characters. */
function withoutLastDigits(value: string, count: number): string {
  const characters = [...value];
  let left = count;
  for (let index = characters.length - 1; index >= 0 && left > 0; index -= 1) {
    if (/\d/.test(characters[index] ?? '')) {
      characters.splice(index, 1);
      left -= 1;
    }
  }
  return characters.join('');
}

/** The typed number with digits beyond its country's longest possible length removed, re-formatted. */
export function capPhoneDigits(value: string): string {
  const typer = new AsYouType(defaultPhoneCountry);
  typer.input(value);
  const country = typer.getCountry();
  const callingCode = typer.getCallingCode();
  let excess: number;
  if (typer.isInternational() && !callingCode) {
    // No known calling code yet: only E.164's overall limit applies.
    excess = value.replace(/\D/g, '').length - e164MaxDigits;
  } else {
    const nationalNumber = typer.getNumber()?.nationalNumber ?? '';
    const longest = country ? longestNationalNumber(country) : callingCode ? longestForCallingCode(callingCode) : longestNationalNumber(defaultPhoneCountry);
    excess = nationalNumber.length - longest;
  }
  if (excess <= 0) return value;
  return new AsYouType(defaultPhoneCountry).input(withoutLastDigits(value, excess));
}
