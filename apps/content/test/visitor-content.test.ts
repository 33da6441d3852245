// What visitors read beyond the schedule: coming events soonest first, the cinema's name in running text, opening
// hours by weekday, film stills and trailers (issue 16).
import { weekday } from '@kino/api/cinema-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, getJson, type Running, start } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

describe.each(DATABASES)('visitor content on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });
  const get = async (town: string, path: string) => (await getJson(server.url(town, path))).body as Json;

  it("sells every session of the demo week within the town's box office hours", async () => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    for (const town of ['main', 'rechitsa']) {
      const { data: info } = await get(town, 'kino/v1/info');
      const films = (await get(town, 'kino/v1/films')) as unknown as Json[];
      const sessions = films.flatMap((film) => film.sessions as Json[]);
      expect(sessions.length).toBeGreaterThan(100);
      for (const session of sessions) {
        // Monday 1 … Sunday 7, of the cinema day (a session after midnight belongs to the evening before).
        const wd = weekday(session.cinemaDay) || 7;
        const hours = (info.workingHours as Json[]).find((h) => h.weekdays.includes(wd));
        const start =
          minutes(session.startsAt.slice(11, 16)) +
          (session.startsAt.slice(0, 10) > session.cinemaDay ? 1440 : 0);
        const open = minutes(hours!.open);
        const close = minutes(hours!.close) + (hours!.close < hours!.open ? 1440 : 0);
        // The box office opens before the first session and closes 15 minutes after the last one starts.
        const where = `${town} ${session.startsAt} (${hours!.days} ${hours!.open}–${hours!.close})`;
        expect(start >= open && start + 15 <= close, where).toBe(true);
      }
    }
  });

  it('lists coming events soonest first, without past ones, and counts only those', async () => {
    for (const town of ['main', 'rechitsa']) {
      const events = await get(town, 'kino/v1/events?perPage=50');
      const starts = events.items.map((e: Json) => e.startsAt as string);
      expect(starts.length).toBeGreaterThanOrEqual(8);
      expect(starts.map((s: string) => Date.parse(s))).toEqual(
        starts.map((s: string) => Date.parse(s)).sort((a: number, b: number) => a - b),
      );
      // The demo's open day was six days ago: it is stored, but not listed.
      expect(events.items.map((e: Json) => e.slug)).not.toContain('den-otkrytyh-dverej');
      const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
      for (const e of events.items) expect(Date.parse(e.endsAt ?? e.startsAt)).toBeGreaterThan(dayAgo);
      // Spread over the coming weeks, not bunched in the first days.
      const lastStart = Math.max(...starts.map((s: string) => Date.parse(s)));
      expect(lastStart - Date.now()).toBeGreaterThan(21 * 24 * 60 * 60 * 1000);

      const categories = (await get(town, 'kino/v1/event-categories')) as unknown as Json[];
      const total = categories.reduce((sum, c) => sum + c.count, 0);
      expect(total).toBe(events.meta.total);
      const vstrechi = await get(town, 'kino/v1/events?category=vstrechi&perPage=50');
      expect(vstrechi.items.every((e: Json) => e.category.slug === 'vstrechi')).toBe(true);
    }
  });

  it("stores the cinema's name for running text and the opening hours by ISO weekday", async () => {
    const main = (await get('main', 'kino/v1/info')).data;
    const rechitsa = (await get('rechitsa', 'kino/v1/info')).data;
    expect(main.cinemaLocative).toBe('в «Октябре»');
    expect(rechitsa.cinemaLocative).toBe('в «Юности»');
    for (const info of [main, rechitsa]) {
      const days = info.workingHours.flatMap((h: Json) => h.weekdays).sort();
      expect(days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('gives most films a trailer and every film stills that the service draws', async () => {
    const films = (await get('main', 'kino/v1/films')) as unknown as Json[];
    const withTrailer = films.filter((f) => f.trailer !== null);
    expect(withTrailer.length / films.length).toBeGreaterThan(0.6);
    for (const film of withTrailer) expect(film.trailer.videoId).toMatch(/^[\w-]{11}$/);
    const film = films[0]!;
    expect(film.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(film.stills.length).toBeGreaterThanOrEqual(3);
    const still = await fetch(film.stills[0].url.replace('http://content.test:4000', server.origin));
    expect(still.status).toBe(200);
    expect(still.headers.get('content-type')).toContain('image/svg+xml');
    expect(await still.text()).toContain(film.stills[0].alt);
    const missing = await fetch(`${server.origin}/main/media/art/stills/${film.slug}-9.svg`);
    expect(missing.status).toBe(404);
  });
});
