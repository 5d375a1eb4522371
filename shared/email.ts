/**
 * docs/site.md "Newsletter": a newsletter address must match a standard pattern: a local part (dot-separated
 * atoms or a quoted string), "@", and a domain with a dot and a letter TLD, or a bracketed
 * IPv4 address. At most 254 characters (RFC 5321 4.5.3.1.3, the path limit). Used by the
 * newsletter form in the browser and by the embedded API, so both agree on every address.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const MAX_EMAIL_LENGTH = 254;

/** True when `value` (surrounding spaces ignored, as the form and the API trim them) is an address. */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(address);
}
