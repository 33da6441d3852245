// Belarusian phone numbers: what visitors type, normalised to the E.164 form the contract accepts.
/** The contract's PhoneInput pattern: +375, a two-digit operator or area group, seven digits. */
export const PHONE_PATTERN = /^\+375(25|29|33|44|17|15|16|21|22|23)\d{7}$/;

/**
 * Turns "+375 (29) 123-45-67", "80291234567", "375291234567" or "29 123 45 67" into "+375291234567".
 * Returns null when the input cannot be a Belarusian number.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s()\-.]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  digits = digits.replace(/^\+/, '');
  if (digits.startsWith('375')) digits = digits.slice(3);
  else if (digits.startsWith('80')) digits = digits.slice(2);
  const e164 = `+375${digits}`;
  return PHONE_PATTERN.test(e164) ? e164 : null;
}

/**
 * How long the code in brackets is, by the digits after +375 (the first rule that matches wins). Belarusian landline
 * codes are 2, 3 or 4 digits long and the subscriber number shrinks to keep nine digits in all: Minsk 17 + 7,
 * Gomel 232 + 6, Rechitsa 2340 + 5. The prefixes are libphonenumber's (Google's phone metadata for BY), which has no
 * package on this project's list; mobile codes (25, 29, 33, 44) are two digits.
 */
const AREA_CODE_RULES: [RegExp, 2 | 3 | 4][] = [
  [/^(?:1(?:5[169]|6(?:3[1-3]|4|5[125])|7(?:1[3-9]|7[0-24-6]|9[2-7]))|2(?:1[35]|2[34]|3[3-5]))/, 4],
  [/^(?:1(?:[56]|7[467])|2[1-3])/, 3],
];

/** The subscriber number in the groups Belarusians write: 123-45-67, 50-10-10, 2-15-15. */
function groupSubscriber(digits: string): string {
  return digits.length > 4 ? `${digits.slice(0, -4)}-${digits.slice(-4, -2)}-${digits.slice(-2)}` : digits;
}

/**
 * "+375291234567" → "+375 (29) 123-45-67", "+375232501010" → "+375 (232) 50-10-10",
 * "+375234021515" → "+375 (2340) 2-15-15"; anything else is returned as it is.
 */
export function formatPhone(e164: string): string {
  const m = /^\+375(\d{9})$/.exec(e164);
  if (!m) return e164;
  const national = m[1]!;
  const codeLength = AREA_CODE_RULES.find(([prefix]) => prefix.test(national))?.[1] ?? 2;
  return `+375 (${national.slice(0, codeLength)}) ${groupSubscriber(national.slice(codeLength))}`;
}

/**
 * The national form Belarusians dial at home: "+375291234567" → "8 (029) 123-45-67", "+375234021515" →
 * "8 (02340) 2-15-15". A spreadsheet takes it for text as it is: it starts with no formula character (a leading «+»
 * would make Excel read it as a formula, and a guarding apostrophe would show in the cell). Anything else is returned
 * in formatPhone's form.
 */
export function formatPhoneNational(e164: string): string {
  const international = formatPhone(e164);
  return international.startsWith('+375 (') ? `8 (0${international.slice('+375 ('.length)}` : international;
}
