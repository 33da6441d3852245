// The cinema's clock: wall time in Europe/Minsk, the cinema day (06:00 to 06:00) and its Russian wording.
//
// The content service, the site and the UI kit all use this one module, so a session is on the same day and
// at the same time everywhere. Wall time comes from Intl (the real zone rules, never a fixed offset) — except that
// a moment the contract wrote with Minsk's +03:00 is read as written (`cinemaLocalIsoParts`); the Russian strings
// are put together here from the names below, so Node and browsers print the same text whatever their locale data
// would say.

export const CINEMA_TIMEZONE = 'Europe/Minsk';
/** Sessions that start before this local hour belong to the previous cinema day. */
export const CINEMA_DAY_STARTS_AT_HOUR = 6;
/** How many cinema days the schedule shows: today and the next six. */
export const CINEMA_WEEK_DAYS = 7;
/** Minutes a hall needs between a film's end and the next session's start, unless the hall says otherwise. */
export const DEFAULT_HALL_CLEANING_MINUTES = 15;

/** A moment: a `Date` or an ISO 8601 string with an offset ("2026-11-22T19:30:00+03:00", "…Z"). */
export type Instant = Date | string;

/** Wall-clock parts of a moment in a time zone. */
export interface LocalParts {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC at that moment (Minsk: 180). */
  offsetMinutes: number;
}

/** "Now" and the cinema days, computed once on the server and passed down (never during render). */
export interface Clock {
  /** The moment, ISO 8601 with the zone's offset to the second (as the contract writes moments). */
  now: string;
  /** Cinema day, YYYY-MM-DD. */
  today: string;
  /** Today and the next six cinema days: the schedule's day tabs. */
  days: string[];
}

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

// Creating an Intl.DateTimeFormat costs far more than using one, so there is one per zone. formatToParts itself
// takes ~15 µs in Node, so the parts of recent moments are kept too (a page formats the same sessions on every
// render): a hit costs less than parsing the ISO string. The memo is bounded and simply starts again when full.
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const partsMemo = new Map<string, Map<string | number, LocalParts>>();
const MEMO_LIMIT = 5_000;

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false, which some engines print as "24" at midnight.
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

function computeParts(epoch: number, timeZone: string): LocalParts {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(epoch))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  // The offset is what the wall clock reads minus what UTC reads, to the whole second.
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(epoch / 1000) * 1000) / MINUTE_MS);
  const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return Object.freeze({ date, hour, minute, second, offsetMinutes });
}

/**
 * The contract's moments carry the cinema's offset ("2026-11-22T19:30:00+03:00": «ISO 8601 with the Europe/Minsk
 * offset»), so in the cinema's zone their text is already the wall time and is read as written. This spares a
 * browser Intl on hydration: its first DateTimeFormat costs ≈ 40 ms of the main thread on a phone-speed CPU (ICU's
 * zone and calendar data), the largest script cost of ours on a page load. Only +03:00 is read so — Minsk's offset
 * all year since 2011 — and only from 2012: any other offset (were the rules to change, the content service, which
 * asks Intl, would write the new one), `Z` or a `Date` goes through Intl.
 */
const CINEMA_LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?\+03:00$/;
const CINEMA_OFFSET_MINUTES = 180;
const CINEMA_OFFSET_SINCE_YEAR = 2012;

function cinemaLocalIsoParts(at: string): LocalParts | undefined {
  const m = CINEMA_LOCAL_ISO.exec(at);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map(Number) as number[];
  if (year! < CINEMA_OFFSET_SINCE_YEAR || month! < 1 || month! > 12 || day! < 1 || hour! > 23 || minute! > 59)
    return undefined;
  if (second > 59 || day! > new Date(Date.UTC(year!, month!, 0)).getUTCDate()) return undefined;
  return Object.freeze({
    date: `${m[1]}-${m[2]}-${m[3]}`,
    hour: hour!,
    minute: minute!,
    second,
    offsetMinutes: CINEMA_OFFSET_MINUTES,
  });
}

/** Wall-clock parts of a moment in the cinema's zone (or another). */
export function localParts(at: Instant, timeZone: string = CINEMA_TIMEZONE): LocalParts {
  let memo = partsMemo.get(timeZone);
  if (!memo) {
    memo = new Map();
    partsMemo.set(timeZone, memo);
  }
  // An ISO string is its own key: looking it up is cheaper than parsing it again.
  const key = typeof at === 'string' ? at : at.getTime();
  let parts = memo.get(key);
  if (!parts) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    const written =
      typeof at === 'string' && timeZone === CINEMA_TIMEZONE ? cinemaLocalIsoParts(at) : undefined;
    if (written) parts = written;
    else {
      const epoch = typeof at === 'string' ? Date.parse(at) : at.getTime();
      if (Number.isNaN(epoch)) throw new RangeError(`Not a moment: ${String(at)}`);
      parts = computeParts(epoch, timeZone);
    }
    memo.set(key, parts);
  }
  return parts;
}

function offsetString(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 with the zone's offset, to the second: "2026-11-22T19:30:00+03:00". */
export function toLocalIso(at: Instant, timeZone: string = CINEMA_TIMEZONE): string {
  const p = localParts(at, timeZone);
  return `${p.date}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offsetString(p.offsetMinutes)}`;
}

/** Adds days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of the week of a YYYY-MM-DD date: 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** The cinema day a moment belongs to: before 06:00 local time it is still the previous day. */
export function cinemaDayOf(at: Instant, timeZone: string = CINEMA_TIMEZONE): string {
  const { date, hour } = localParts(at, timeZone);
  return hour < CINEMA_DAY_STARTS_AT_HOUR ? addDays(date, -1) : date;
}

/** Today's cinema day and the next ones: the schedule's day tabs. */
export function cinemaDays(
  at: Instant,
  count: number = CINEMA_WEEK_DAYS,
  timeZone: string = CINEMA_TIMEZONE,
): string[] {
  const today = cinemaDayOf(at, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

export function clockAt(at: Date, timeZone: string = CINEMA_TIMEZONE): Clock {
  const days = cinemaDays(at, CINEMA_WEEK_DAYS, timeZone);
  return { now: toLocalIso(at, timeZone), today: days[0]!, days };
}

/**
 * The moment `minutes` after local midnight of `day`. Minutes may pass 24:00: a session at 24 * 60 + 15 on a
 * cinema day starts at 00:15 the next calendar morning.
 */
export function localInstant(day: string, minutes: number, timeZone: string = CINEMA_TIMEZONE): Date {
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  // The offset is the one in force at the result, which the first guess may miss on a day the zone's offset
  // changes; a second pass settles it.
  let epoch = wallAsUtc - localParts(new Date(wallAsUtc), timeZone).offsetMinutes * MINUTE_MS;
  epoch = wallAsUtc - localParts(new Date(epoch), timeZone).offsetMinutes * MINUTE_MS;
  return new Date(epoch);
}

/** Minutes since local midnight: 19:30 → 1170. */
export function minutesOfDay(at: Instant, timeZone: string = CINEMA_TIMEZONE): number {
  const p = localParts(at, timeZone);
  return p.hour * 60 + p.minute;
}

// Russian names, written out: the wording is the site's, not a locale's (Node and browsers print the same), and
// a browser need not load ICU's Russian data on the first paint — reading these from Intl cost ≈ 40 ms of the main
// thread on a phone-speed CPU (Lighthouse's 4× throttling: ≈ 160 ms), the biggest script cost of ours on a page load.
/** "января" … "декабря": the form that follows a day number. */
const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
/** "Вс" … "Сб", Sunday first. */
const WEEKDAYS_SHORT = ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'];
/** "воскресенье" … "суббота", Sunday first. */
const WEEKDAYS_LONG = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

function dayParts(day: string) {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date };
}

function dayMonth(date: number, month: number, year: number | undefined): string {
  const name = MONTHS_GENITIVE[month - 1] ?? '';
  return `${date} ${name}${year === undefined ? '' : ` ${year}`}`;
}

/**
 * Whether a session starting at `startsAt` has started at `now`: from its start it is no longer sold or offered
 * (the schedule folds it into «Прошедшие сеансы», structured data leaves it out).
 */
export function hasStarted(startsAt: Instant, now: Instant): boolean {
  return new Date(startsAt).getTime() <= new Date(now).getTime();
}

/**
 * When a session of a film `durationMin` long that starts at `startsAt` ends: the one rule for the schedule's end
 * times, calendars, the showtimes feed and structured data (the film's length; the ads before it are not counted).
 */
export function sessionEnd(startsAt: Instant, durationMin: number): Date {
  return new Date(new Date(startsAt).getTime() + durationMin * 60_000);
}

/** "19:30", local time. */
export function formatTime(at: Instant, timeZone: string = CINEMA_TIMEZONE): string {
  const p = localParts(at, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** "22 ноября 2026" (or "22 ноября") from a moment, by its local calendar date. */
export function formatDate(at: Instant, withYear = true, timeZone: string = CINEMA_TIMEZONE): string {
  return formatDay(localParts(at, timeZone).date, withYear);
}

/** "22 ноября, 19:00" from a moment. */
export function formatDateTime(at: Instant, timeZone: string = CINEMA_TIMEZONE): string {
  return `${formatDate(at, false, timeZone)}, ${formatTime(at, timeZone)}`;
}

/** "22 ноября" (or "22 ноября 2026") from a day, YYYY-MM-DD. */
export function formatDay(day: string, withYear = false): string {
  const p = dayParts(day);
  return dayMonth(p.date, p.month, withYear ? p.year : undefined);
}

/** "Пт" from a day. */
export function weekdayShort(day: string): string {
  return WEEKDAYS_SHORT[weekday(day)] ?? '';
}

/** "пятница" from a day. */
export function weekdayLong(day: string): string {
  return WEEKDAYS_LONG[weekday(day)] ?? '';
}

/** "пятница, 22 ноября" from a day. */
export function formatDayLong(day: string): string {
  return `${weekdayLong(day)}, ${formatDay(day)}`;
}

/** Label of a day tab by its place in the week: «Сегодня», «Завтра», then «Пт, 24 ноября». */
export function dayTabLabel(day: string, index: number): string {
  if (index === 0) return 'Сегодня';
  if (index === 1) return 'Завтра';
  return `${weekdayShort(day)}, ${formatDay(day)}`;
}

/** Weekdays in the accusative, Sunday first: «в ночь на субботу» (Intl has no case forms). */
const WEEKDAYS_ACCUSATIVE = [
  'воскресенье',
  'понедельник',
  'вторник',
  'среду',
  'четверг',
  'пятницу',
  'субботу',
];

/**
 * How a session after midnight says which night it is: it sits at the end of the previous cinema day, so «00:30»
 * alone reads as the start of that day. `short` for a chip («ночь на сб»), `long` for a sentence («в ночь на
 * субботу»); null for a session between 06:00 and midnight.
 */
export function nightOf(
  at: Instant,
  timeZone: string = CINEMA_TIMEZONE,
): { short: string; long: string } | null {
  const { date, hour } = localParts(at, timeZone);
  if (hour >= CINEMA_DAY_STARTS_AT_HOUR) return null;
  return {
    short: `ночь на ${weekdayShort(date).toLowerCase()}`,
    long: `в ночь на ${WEEKDAYS_ACCUSATIVE[weekday(date)]}`,
  };
}
