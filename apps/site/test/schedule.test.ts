// The schedule ships one cinema day (issue 12): the page carries that day's sessions only, with only the fields the
// screen shows, and the day route answers the other days as JSON for the browser.
import { addDays, cinemaDays } from '@kino/api/cinema-time';
import { unwrap } from '@kino/api/client';
import type { Film } from '@kino/api/types';
import type { FilmCardView } from '@kino/api/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let week: Film[];
let days: string[];

beforeAll(async () => {
  h = await startHarness();
  week = unwrap(await h.client.main.GET('/kino/v1/films'));
  days = cinemaDays(new Date());
});

afterAll(() => h?.close());

const get = (path: string) => fetch(`${h.site}${path}`, { redirect: 'manual' });
const ticketsOf = (day: string) =>
  week.flatMap((film) => film.sessions.filter((s) => s.cinemaDay === day).map((s) => s.ticketUrl));

describe('the schedule page', () => {
  it('renders today only: the ticket links of today still to come, none of another day, no film page texts', async () => {
    const asked = Date.now();
    const html = await (await get('/afisha/')).text();
    const answered = Date.now();
    const today = week.flatMap((film) => film.sessions.filter((s) => s.cinemaDay === days[0]));
    expect(today.length).toBeGreaterThan(0);
    // The page's clock may be a minute behind the request (it is read per minute): a minute's margin either way.
    const toCome = today.filter((s) => Date.parse(s.startsAt) > answered + 60_000);
    const started = today.filter((s) => Date.parse(s.startsAt) <= asked - 60_000);
    for (const session of toCome) expect(html).toContain(session.ticketUrl);
    // A session already started has no ticket link, in the HTML or in the loader data: nobody can buy it any more.
    for (const session of started) expect(html).not.toContain(session.ticketUrl);
    for (const day of days.slice(1)) for (const url of ticketsOf(day)) expect(html).not.toContain(url);
    // The long texts of film pages are not in the loader data.
    for (const film of week) expect(html).not.toContain(film.description.slice(0, 60));
    expect(html).not.toContain('"cinemaDay"');
  });

  it('renders the day of `?day=` the same way, without JavaScript needed', async () => {
    const day = days[2]!;
    const html = await (await get(`/afisha/?day=${day}`)).text();
    for (const url of ticketsOf(day)) expect(html).toContain(url);
    for (const url of ticketsOf(days[0]!)) expect(html).not.toContain(url);
  });
});

describe('the pages that list events', () => {
  it('carry each event as its card shows it: its title, not its text', async () => {
    const events = unwrap(await h.client.main.GET('/kino/v1/events', { params: { query: { perPage: 50 } } }));
    const texts = events.items.flatMap((event) =>
      event.content.flatMap((block) => ('text' in block && block.text.length > 40 ? [block.text] : [])),
    );
    expect(texts.length, 'the demo events have texts').toBeGreaterThan(0);
    for (const path of ['/', '/events/']) {
      const html = await (await get(path)).text();
      expect(
        events.items.some((event) => html.includes(event.title)),
        `${path} lists events`,
      ).toBe(true);
      for (const text of texts) expect(html, path).not.toContain(text.slice(0, 60));
    }
  });
});

describe('the day route', () => {
  it('answers a day of the week as JSON, cut like the page, cached like a page', async () => {
    const day = days[1]!;
    const response = await get(`/afisha/days/${day}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=44');
    const body = (await response.json()) as { day: string; films: FilmCardView[] };
    expect(body.day).toBe(day);
    expect(body.films.flatMap((f) => f.sessions.map((s) => s.ticketUrl)).sort()).toEqual(
      ticketsOf(day).sort(),
    );
    expect(Object.keys(body.films[0]!).sort()).toEqual(
      [
        'ageRating',
        'children',
        'durationMin',
        'genres',
        'isPremier',
        'poster',
        'premiereDate',
        'sessions',
        'slug',
        'title',
      ].sort(),
    );
    // The second ask comes from the page cache.
    expect((await get(`/afisha/days/${day}.json`)).headers.get('x-page-cache')).toMatch(/^(hit|stale)$/);
  });

  it('answers each town from its own schedule', async () => {
    const rechitsa = unwrap(
      await h.client.rechitsa.GET('/kino/v1/films', { params: { query: { date: days[0]! } } }),
    );
    const body = (await (await get(`/rechitsa/afisha/days/${days[0]}.json`)).json()) as {
      day: string;
      films: FilmCardView[];
    };
    expect(body.films.map((f) => f.slug).sort()).toEqual(rechitsa.map((f) => f.slug).sort());
  });

  it('has no other days', async () => {
    for (const path of [
      `/afisha/days/${addDays(days[0]!, -1)}.json`,
      `/afisha/days/${addDays(days[0]!, 7)}.json`,
      '/afisha/days/tomorrow.json',
      `/afisha/days/${days[0]}/`,
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('«Скоро в кино»', () => {
  it('lists the films opening after today with their dates, in both towns', async () => {
    const today = days[0]!;
    for (const prefix of ['', '/rechitsa']) {
      const response = await get(`${prefix}/skoro/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Скоро в кино');
      if (!prefix)
        for (const film of week.filter((f) => f.premiereDate && f.premiereDate > today))
          expect(html).toContain(`/afisha/${film.slug}/`);
    }
  });
});
