// iCalendar (RFC 5545) of sessions, written with ical.js: one session to add to a calendar, or a town's week as a
// feed a calendar app subscribes to. Times in Europe/Minsk with its VTIMEZONE, a reminder an hour before.
import { CINEMA_TIMEZONE, localParts, sessionEnd } from '@kino/api/cinema-time';
import type { Film, Info, Session } from '@kino/api/types';
import ICAL from 'ical.js';
import { filmUrl, hallUrl, siteUrl, type TownWeek } from './week.server.ts';

/** Minsk has kept UTC+3 all year since 2011: one STANDARD rule describes it. */
const MINSK_OFFSET_SECONDS = 3 * 3600;
const REMINDER = '-PT1H';
// RFC 5545: lines of at most 75 octets. ical.js folds at this many octets and then starts the next line with a space,
// which makes 76: one less keeps every line within the limit.
ICAL.foldLength = 74;
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function minskTimezone(): ICAL.Component {
  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.addPropertyWithValue('tzid', CINEMA_TIMEZONE);
  const standard = new ICAL.Component('standard');
  standard.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(MINSK_OFFSET_SECONDS));
  standard.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(MINSK_OFFSET_SECONDS));
  standard.addPropertyWithValue('tzname', '+03');
  standard.addPropertyWithValue('dtstart', ICAL.Time.fromDateTimeString('1970-01-01T00:00:00'));
  vtimezone.addSubcomponent(standard);
  return vtimezone;
}

/** A moment as Minsk wall-clock time in the calendar's zone (DTSTART;TZID=Europe/Minsk:…). */
function minskTime(at: string | Date, zone: ICAL.Timezone): ICAL.Time {
  const p = localParts(at);
  const [year, month, day] = p.date.split('-').map(Number) as [number, number, number];
  return ICAL.Time.fromData({ year, month, day, hour: p.hour, minute: p.minute, second: 0 }, zone);
}

const money = (amount: number, currency: string) =>
  `${amount.toFixed(2).replace(/\.00$/, '').replace('.', ',')} ${currency}`;

interface CalendarOptions {
  /** The calendar's name (a feed's, shown by the app that subscribed). */
  name?: string;
  /** When the content last changed: every event's DTSTAMP, so an unchanged calendar has unchanged bytes (ETag). */
  stamp: string | Date;
}

function calendar(info: Info, options: CalendarOptions): { vcalendar: ICAL.Component; zone: ICAL.Timezone } {
  const vcalendar = new ICAL.Component(['vcalendar', [], []]);
  vcalendar.addPropertyWithValue('prodid', `-//${info.cinemaName}, ${info.townName}//Сеансы//RU`);
  vcalendar.addPropertyWithValue('version', '2.0');
  vcalendar.addPropertyWithValue('calscale', 'GREGORIAN');
  vcalendar.addPropertyWithValue('method', 'PUBLISH');
  if (options.name) {
    // RFC 7986 NAME and the older X-WR-CALNAME most apps read; REFRESH-INTERVAL / X-PUBLISHED-TTL: poll hourly.
    vcalendar.addPropertyWithValue('name', options.name);
    vcalendar.addPropertyWithValue('x-wr-calname', options.name);
    vcalendar.addPropertyWithValue('x-wr-timezone', CINEMA_TIMEZONE);
    const refresh = vcalendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT1H'));
    refresh.setParameter('value', 'DURATION');
    vcalendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  }
  const vtimezone = minskTimezone();
  vcalendar.addSubcomponent(vtimezone);
  return { vcalendar, zone: new ICAL.Timezone({ component: vtimezone, tzid: CINEMA_TIMEZONE }) };
}

function sessionEvent(
  week: Pick<TownWeek, 'town' | 'info'>,
  film: Film,
  session: Session,
  zone: ICAL.Timezone,
  stamp: string | Date,
): ICAL.Component {
  const { info, town } = week;
  const vevent = new ICAL.Component('vevent');
  const event = new ICAL.Event(vevent);
  event.uid = `${session.id}@${new URL(siteUrl('/')).host}`;
  vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(stamp), true));
  const start = minskTime(session.startsAt, zone);
  event.startDate = start;
  event.endDate = minskTime(sessionEnd(session.startsAt, film.durationMin), zone);
  event.summary = `${film.title} (${session.format}, ${film.ageRating})`;
  const place = `${info.cinemaName}, ${session.hall.name}, ${info.address.street}, ${info.address.town}`;
  event.location = place;
  vevent.addPropertyWithValue('geo', [info.address.lat, info.address.lng]);
  const page = filmUrl(town, film.slug);
  event.description = [
    `${film.title}: ${session.hall.name}, ${session.format}.`,
    session.soldOut
      ? 'Мест нет.'
      : `Билеты от ${money(session.priceFrom.amount, session.priceFrom.currency)}: ${session.ticketUrl}`,
    `Адрес: ${info.address.street}, ${info.address.town}.`,
    `Зал: ${hallUrl(town, session.hall.slug)}`,
    `О фильме: ${page}`,
  ].join('\n');
  vevent.addPropertyWithValue('url', session.soldOut ? page : session.ticketUrl);
  vevent.addPropertyWithValue('status', 'CONFIRMED');
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  const alarm = new ICAL.Component('valarm');
  alarm.addPropertyWithValue('action', 'DISPLAY');
  alarm.addPropertyWithValue('description', `Через час: «${film.title}», ${session.hall.name}`);
  alarm.addPropertyWithValue('trigger', ICAL.Duration.fromString(REMINDER));
  vevent.addSubcomponent(alarm);
  return vevent;
}

/** The stamp of a town's calendars: when its content last changed, or else the session data's own day. */
function stampOf(info: Info, fallback: string): string {
  return info.updatedAt ?? fallback;
}

/** One session as an .ics file. */
export function sessionCalendar(week: Pick<TownWeek, 'town' | 'info'>, film: Film, session: Session): string {
  const stamp = stampOf(week.info, `${session.cinemaDay}T06:00:00+03:00`);
  const { vcalendar, zone } = calendar(week.info, { stamp });
  vcalendar.addSubcomponent(sessionEvent(week, film, session, zone, stamp));
  return icsText(vcalendar);
}

/** A feed of sessions (the week's, one film's, the children's films'). */
export function feedCalendar(
  week: TownWeek,
  name: string,
  sessions: Array<{ film: Film; session: Session }>,
): string {
  const stamp = stampOf(week.info, `${sessions[0]?.session.cinemaDay ?? '2000-01-01'}T06:00:00+03:00`);
  const { vcalendar, zone } = calendar(week.info, { name, stamp });
  for (const { film, session } of sessions)
    vcalendar.addSubcomponent(sessionEvent(week, film, session, zone, stamp));
  return icsText(vcalendar);
}

/** The file's text: ical.js ends the last line without the CRLF that RFC 5545 puts after every content line. */
function icsText(vcalendar: ICAL.Component): string {
  return `${vcalendar.toString()}\r\n`;
}
