import { describe, expect, it } from 'vitest';
import { calendarFeedPath, sessionCalendarPath, showtimesPath, townSitemapPath } from './feeds.ts';

describe('feed addresses', () => {
  it('put each town under its own prefix, sitemaps at the root', () => {
    expect(showtimesPath('main')).toBe('/showtimes.json');
    expect(showtimesPath('rechitsa')).toBe('/rechitsa/showtimes.json');
    expect(townSitemapPath('rechitsa')).toBe('/sitemap-rechitsa.xml');
  });
  it('name calendars by session, film or audience', () => {
    expect(sessionCalendarPath('rechitsa', 'rechitsa-a-20261127-1930-b')).toBe(
      '/rechitsa/calendar/sessions/rechitsa-a-20261127-1930-b.ics',
    );
    expect(calendarFeedPath('main')).toBe('/calendar/week.ics');
    expect(calendarFeedPath('main', { kind: 'children' })).toBe('/calendar/children.ics');
    expect(calendarFeedPath('main', { kind: 'film', film: 'dune' })).toBe('/calendar/films/dune.ics');
  });
});
