// Dates in the cinema's time zone (Europe/Minsk) and the cinema day, which runs until 06:00 the next morning.
export const TIME_ZONE = 'Europe/Minsk';
/** Sessions that start before this hour belong to the previous cinema day. */
export const CINEMA_DAY_STARTS_AT_HOUR = 6;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

interface LocalParts {
  day: string;
  time: string;
  /** "+03:00" */
  offset: string;
  offsetMinutes: number;
}

export function localParts(instant: Date): LocalParts {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const zone = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(zone);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset: match ? zone : '+00:00',
    offsetMinutes,
  };
}

/** ISO 8601 with the Europe/Minsk offset: 2026-11-22T19:30:00+03:00 */
export function toLocalIso(instant: Date): string {
  const p = localParts(instant);
  return `${p.day}T${p.time}${p.offset}`;
}

/** The cinema day an instant belongs to (a 01:30 session belongs to the day before). */
export function cinemaDayOf(instant: Date): string {
  return localParts(new Date(instant.getTime() - CINEMA_DAY_STARTS_AT_HOUR * 3_600_000)).day;
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The instant `minutes` after local midnight of `day` (minutes may pass 24:00 for after-midnight sessions). */
export function localInstant(day: string, minutes: number): Date {
  const naiveUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // Two passes settle the offset even on a day the zone's offset changes.
  let instant = naiveUtc - localParts(new Date(naiveUtc)).offsetMinutes * 60_000;
  instant = naiveUtc - localParts(new Date(instant)).offsetMinutes * 60_000;
  return new Date(instant);
}

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
