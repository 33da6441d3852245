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

/** "+375291234567" → "+375 (29) 123-45-67"; anything else is returned as it is. */
export function formatPhone(e164: string): string {
  const m = /^\+375(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+375 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : e164;
}
