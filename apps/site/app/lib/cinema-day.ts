// "Now" and the cinema days in Europe/Minsk, computed once on the server and passed down (never during render).
export const CINEMA_TIMEZONE = 'Europe/Minsk';
/** Sessions before 06:00 belong to the previous cinema day. */
export const CINEMA_DAY_STARTS_AT_HOUR = 6;

/** One formatter per time zone: creating an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function localParts(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/** Adds days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The cinema day a moment belongs to. */
export function cinemaDayOf(at: Date, timeZone = CINEMA_TIMEZONE): string {
  const { date, hour } = localParts(at, timeZone);
  return hour < CINEMA_DAY_STARTS_AT_HOUR ? addDays(date, -1) : date;
}

/** Today's cinema day and the next six: the afisha's seven day tabs. */
export function cinemaDays(at: Date, count = 7, timeZone = CINEMA_TIMEZONE): string[] {
  const today = cinemaDayOf(at, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

export interface Clock {
  /** ISO 8601 moment. */
  now: string;
  /** Cinema day, YYYY-MM-DD. */
  today: string;
  days: string[];
}

export function clockAt(at: Date, timeZone = CINEMA_TIMEZONE): Clock {
  const days = cinemaDays(at, 7, timeZone);
  return { now: at.toISOString(), today: days[0]!, days };
}
