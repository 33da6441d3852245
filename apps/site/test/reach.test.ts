// Reach (issue 15) against the built site and the real content service: robots.txt, the sitemaps, the showtimes
// feed with its ETag and schema, and the calendars (parsed with ical.js).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '@kino/api/client';
import { calendarFeedPath, sessionCalendarPath, showtimesPath } from '@kino/api/feeds';
import type { Film } from '@kino/api/types';
import ICAL from 'ical.js';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowtimesFeedSchema, showtimesJsonSchema } from '#src/reach/showtimes.server.ts';
import { type Harness, startHarness } from './harness.ts';

const ORIGIN = 'http://localhost:3000';
let h: Harness;
let week: Record<'main' | 'rechitsa', Film[]>;

beforeAll(async () => {
  h = await startHarness();
  week = {
    main: unwrap(await h.client.main.GET('/kino/v1/films')),
    rechitsa: unwrap(await h.client.rechitsa.GET('/kino/v1/films')),
  };
});
afterAll(() => h?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${h.site}${path}`, { redirect: 'manual', headers });

/** The URLs of a sitemap, with their lastmod. */
async function sitemapUrls(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const { Readable } = await import('node:stream');
  return parseSitemap(Readable.from([await response.text()]));
}

describe('robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of the staff workspace, previews and form routes', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/admin/', '/*?preview=', '/forms/', '/rechitsa/forms/'])
      expect(text).toContain(`Disallow: ${path}`);
  });
});

describe('the sitemaps', () => {
  it('index one sitemap per town', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    const { Readable } = await import('node:stream');
    const index = await parseSitemapIndex(Readable.from([await response.text()]));
    expect(index.map((s) => s.url)).toEqual([`${ORIGIN}/sitemap-main.xml`, `${ORIGIN}/sitemap-rechitsa.xml`]);
    for (const sitemap of index) expect(sitemap.lastmod).toBeTruthy();
  });

  it('list every film, news item and vacancy of each town, with lastmod, under the town only', async () => {
    for (const town of ['main', 'rechitsa'] as const) {
      const prefix = town === 'main' ? '' : '/rechitsa';
      const urls = await sitemapUrls(`/sitemap-${town}.xml`);
      const locs = urls.map((u) => u.url);
      for (const film of week[town]) expect(locs).toContain(`${ORIGIN}${prefix}/afisha/${film.slug}/`);
      const news = unwrap(await h.client[town].GET('/kino/v1/news', { params: { query: { perPage: 50 } } }));
      for (const item of news.items) {
        const entry = urls.find((u) => u.url === `${ORIGIN}${prefix}/news/${item.slug}/`);
        expect(entry?.lastmod && Date.parse(entry.lastmod)).toBe(Date.parse(item.publishedAt));
      }
      const vacancies = unwrap(await h.client[town].GET('/kino/v1/vacancy')).items;
      for (const item of vacancies) expect(locs).toContain(`${ORIGIN}${prefix}/vacancies/${item.slug}/`);
      expect(locs).toContain(`${ORIGIN}${prefix}/contacts/`);
      // The accessibility statement (issue 35) is a fixed page of each town.
      expect(locs).toContain(`${ORIGIN}${prefix}/dostupnost/`);
      for (const loc of locs) {
        expect(loc.startsWith(`${ORIGIN}${prefix}/`), loc).toBe(true);
        if (town === 'main') expect(loc.startsWith(`${ORIGIN}/rechitsa/`), loc).toBe(false);
      }
      expect(urls.every((u) => u.lastmod)).toBe(true);
    }
  });

  it('lists only pages that answer 200', async () => {
    const urls = await sitemapUrls('/sitemap-rechitsa.xml');
    for (const { url } of urls) {
      const response = await get(new URL(url).pathname);
      await response.body?.cancel();
      expect(response.status, url).toBe(200);
    }
  });
});

describe('the showtimes feed', () => {
  it('answers the week as JSON that matches its schema, with every session of the content service', async () => {
    for (const town of ['main', 'rechitsa'] as const) {
      const response = await get(showtimesPath(town));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const feed = ShowtimesFeedSchema.parse(await response.json());
      expect(feed.town).toBe(town);
      const expected = week[town].flatMap((film) => film.sessions.map((s) => s.id)).sort();
      expect(feed.sessions.map((s) => s.id).sort()).toEqual(expected);
      const session = feed.sessions[0]!;
      expect(feed.films.some((film) => film.slug === session.film)).toBe(true);
      expect(session.startsAt).toMatch(/\+03:00$/);
      expect(session.calendarUrl).toBe(`${ORIGIN}${sessionCalendarPath(town, session.id)}`);
    }
  });

  it('answers 304 to a request with its ETag', async () => {
    const first = await get('/showtimes.json');
    const etag = first.headers.get('etag');
    await first.body?.cancel();
    expect(etag).toMatch(/^W\/".+"$/);
    // An explicit Cache-Control, as a feed reader sends: fetch() would add `no-cache` (a reload) to a conditional request.
    const again = await get('/showtimes.json', { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('is documented in docs/reach.md by the same JSON Schema the code validates with', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../docs/reach.md'), 'utf8');
    const block = /<!-- showtimes-schema -->\s*```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block, 'docs/reach.md has the feed’s JSON Schema').toBeDefined();
    expect(JSON.parse(block!)).toEqual(showtimesJsonSchema());
  });
});

describe('calendars', () => {
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

  it('give one session as an .ics: Minsk time zone, title, hall, address, ticket URL and a reminder', async () => {
    const film = week.main.find((f) => f.sessions.some((s) => !s.soldOut))!;
    const session = film.sessions.find((s) => !s.soldOut)!;
    const response = await get(sessionCalendarPath('main', session.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    const text = await response.text();
    // RFC 5545: every content line ends with CRLF, the last one too.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = parse(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Minsk');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(text).toMatch(/DTSTART;TZID=Europe\/Minsk:\d{8}T\d{6}/);
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(session.startsAt));
    expect(event.startDate.toString()).toBe(session.startsAt.slice(0, 19));
    expect(event.summary).toContain(film.title);
    expect(event.location).toContain(session.hall.name);
    expect(vevent.getFirstPropertyValue('url')).toBe(session.ticketUrl);
    expect(event.description).toContain(session.ticketUrl);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H');
  });

  it('offer the week, the children’s films and one film as subscribable feeds', async () => {
    const all = week.rechitsa.flatMap((f) => f.sessions);
    const feedText = await (await get(calendarFeedPath('rechitsa'))).text();
    expect(feedText.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const feed = parse(feedText);
    expect(feed.getFirstPropertyValue('x-wr-calname')).toMatch(/^Сеансы — /);
    expect(feed.getAllSubcomponents('vevent')).toHaveLength(all.length);
    const film = week.rechitsa.find((f) => f.sessions.length > 0)!;
    const one = parse(
      await (await get(calendarFeedPath('rechitsa', { kind: 'film', film: film.slug }))).text(),
    );
    expect(one.getAllSubcomponents('vevent')).toHaveLength(film.sessions.length);
    const children = week.rechitsa.filter((f) => f.categories.some((c) => c.slug === 'dlja-detej'));
    const kids = parse(await (await get(calendarFeedPath('rechitsa', { kind: 'children' }))).text());
    expect(kids.getAllSubcomponents('vevent')).toHaveLength(children.flatMap((f) => f.sessions).length);
  });

  it('answer 404 for an unknown session, film or feed', async () => {
    for (const path of [
      '/calendar/sessions/net-takogo.ics',
      '/calendar/films/net-takogo.ics',
      '/calendar/other.ics',
      '/calendar/week.txt',
    ]) {
      const response = await get(path);
      await response.body?.cancel();
      expect(response.status, path).toBe(404);
    }
  });
});

describe('structured data', () => {
  it('is in the HTML of a film page once, and not again in its loader data, nor are the sharing tags', async () => {
    const film = week.main.find((f) => f.sessions.length > 0)!;
    const html = await (await get(`/afisha/${film.slug}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const documents = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(documents).toHaveLength(1);
    const movie = JSON.parse(documents[0]![1]!) as { '@graph'?: unknown[] } & Record<string, unknown>;
    expect(JSON.stringify(movie)).toContain('ScreeningEvent');
    // React Router's stream of loader data: everything after the document's scripts start.
    const loaderData = [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)]
      .map((m) => m[1])
      .join('');
    expect(loaderData.length).toBeGreaterThan(0);
    expect(loaderData).not.toContain('ScreeningEvent');
    expect(loaderData).not.toContain('ld+json');
    // The sharing tags too: in the head once, not in the loader data; the title and description in both.
    expect(head.match(/<meta property="og:image" content="[^"]+"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(loaderData).not.toMatch(/og:|twitter:/);
    expect(loaderData).toContain('description');
  });
});
