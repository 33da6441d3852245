// How long the service asks to wait (a 429's Retry-After), in words: «через 15 минут», «через 40 секунд».

/** Seconds from a Retry-After header (seconds, or an HTTP date); null when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** «через 1 минуту», «через 15 минут», «через 40 секунд»: a minute or more is said in whole minutes, rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return `через ${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}`;
  }
  const s = Math.max(1, Math.ceil(seconds));
  return `через ${s} ${plural(s, 'секунду', 'секунды', 'секунд')}`;
}
