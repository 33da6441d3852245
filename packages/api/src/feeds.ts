// Addresses of the site's machine-readable answers (issue 15): sitemaps, the showtimes feed, calendars. The site
// mounts them, the UI kit links to them, the e2e suite reads them; paths are written here only.
import { TOWN_PREFIX, type Town } from './towns.ts';

/** The sitemap index: one sitemap per town (`/sitemap-{town}.xml`, at the root so it may list the town's URLs). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

export function townSitemapPath(town: Town): string {
  return `/sitemap-${town}.xml`;
}

/** The week's sessions of a town as JSON (`/showtimes.json`, `/rechitsa/showtimes.json`). */
export function showtimesPath(town: Town): string {
  return `${TOWN_PREFIX[town]}/showtimes.json`;
}

/** One session as an iCalendar file, to add to a calendar. */
export function sessionCalendarPath(town: Town, sessionId: string): string {
  return `${TOWN_PREFIX[town]}/calendar/sessions/${encodeURIComponent(sessionId)}.ics`;
}

/** Which sessions a subscribed calendar carries: all of the week's, one film's, or the children's films'. */
export type CalendarFeed = { kind: 'week' } | { kind: 'children' } | { kind: 'film'; film: string };

/** A subscribable iCalendar feed of the town's week (`/calendar/week.ics`, `/calendar/children.ics`, `/calendar/films/{film}.ics`). */
export function calendarFeedPath(town: Town, feed: CalendarFeed = { kind: 'week' }): string {
  const prefix = `${TOWN_PREFIX[town]}/calendar`;
  if (feed.kind === 'film') return `${prefix}/films/${encodeURIComponent(feed.film)}.ics`;
  return `${prefix}/${feed.kind}.ics`;
}
