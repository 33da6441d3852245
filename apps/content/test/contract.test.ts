// Every endpoint of both towns over HTTP, each live answer checked against the contract's response schema.
import { addDays, cinemaDayOf } from '@kino/api/cinema-time';
import { PAGE_PATHS } from '@kino/api/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, getJson, PUBLIC, type Running, SITE, spec, start } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

describe.each(DATABASES)('contract on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const get = (town: string, path: string, headers?: Record<string, string>) =>
    getJson(server.url(town, path), headers);

  /** A real value for each path parameter, taken from the town's own lists. */
  async function sampleUrl(town: string, path: string): Promise<string> {
    const first = async (list: string) => {
      const { body } = await get(town, list);
      const items = (Array.isArray(body) ? body : (body as Json).items) as Json[];
      return items[0]!.slug as string;
    };
    if (path === '/kino/v1/films/{slug}') return path.replace('{slug}', await first('kino/v1/films'));
    if (path === '/kino/v1/hall/{id}') return path.replace('{id}', await first('kino/v1/hall'));
    if (path === '/kino/v1/news/{id}') return path.replace('{id}', await first('kino/v1/news'));
    if (path === '/kino/v1/documents/{id}') return path.replace('{id}', await first('kino/v1/documents'));
    if (path === '/kino/v1/vacancy/{id}') return path.replace('{id}', await first('kino/v1/vacancy'));
    if (path === '/kino/v1/search') return `${path}?q=${encodeURIComponent('Шахмотистка')}`;
    if (path === '/rankmath/v1/getHead')
      return `${path}?url=${encodeURIComponent(`${SITE}${town === 'rechitsa' ? '/rechitsa' : ''}/afisha/`)}`;
    return path;
  }

  // The staff workspace's operations are tested in admin-access.test.ts.
  const getOperations = Object.entries(spec.paths).filter(
    ([path, item]) => item.get && !path.startsWith('/admin/'),
  );

  it('serves every GET operation of the contract in both towns, answers conforming to it', async () => {
    expect(getOperations.length).toBeGreaterThanOrEqual(20);
    for (const town of ['main', 'rechitsa']) {
      for (const [path] of getOperations) {
        const url = await sampleUrl(town, path);
        const { status, body, response } = await get(town, url);
        expect(status, `${town} ${url}`).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('etag'), `${town} ${url} ETag`).toMatch(/^(W\/)?"[^"]+"$/);
        expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
        expect(conforms(path, 'get', 200, body), `${town} ${url}`).toEqual([]);
      }
    }
  });

  it('answers the fixed pages at the spec’s calls (`{product}/v1/faq`, …) on both towns’ base addresses', async () => {
    const calls = ['faq', 'about', 'services', 'contacts', 'vacancypage', 'certificates'];
    for (const town of ['main', 'rechitsa']) {
      // A town's base address as the site is configured with it (CONTENT_URL_MAIN=http://host/main/).
      const base = `${server.origin}/${town}/`;
      const titles = new Set<string>();
      for (const call of calls) {
        const response = await fetch(new URL(`kino/v1/${call}`, base));
        expect(response.status, `${town} ${call}`).toBe(200);
        const body = (await response.json()) as Json;
        expect(conforms(`/kino/v1/${call}`, 'get', 200, body), `${town} ${call}`).toEqual([]);
        titles.add(body.title);
        // The paths of before (`pages/faq`, …) are gone: nothing outside the repository called them.
        expect((await fetch(new URL(`kino/v1/pages/${call}`, base))).status, `${town} pages/${call}`).toBe(
          404,
        );
      }
      expect(titles.size, `${town}: six different pages`).toBe(calls.length);
      const hall = await fetch(new URL('kino/v1/hallpage', base));
      expect(hall.status).toBe(200);
      expect(conforms('/kino/v1/hallpage', 'get', 200, await hall.json())).toEqual([]);
    }
    const main = (await get('main', 'kino/v1/contacts')).body as Json;
    const rechitsa = (await get('rechitsa', 'kino/v1/contacts')).body as Json;
    expect(main).not.toEqual(rechitsa);
  });

  it('answers 404 problems that conform for unknown items', async () => {
    for (const path of [
      '/kino/v1/films/{slug}',
      '/kino/v1/hall/{id}',
      '/kino/v1/news/{id}',
      '/kino/v1/documents/{id}',
      '/kino/v1/vacancy/{id}',
    ]) {
      const url = path.replace(/\{\w+\}/, 'net-takogo');
      const { status, body, response } = await get('main', url);
      expect(status, url).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(conforms(path, 'get', 404, body)).toEqual([]);
    }
    const unknown = await get('main', 'kino/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect((unknown.body as Json).type).toMatch(/not-found/);
  });

  it('has at least 24 films per town with a seven-day schedule from today (Europe/Minsk)', async () => {
    const today = cinemaDayOf(new Date());
    const lastDay = addDays(today, 6);
    for (const town of ['main', 'rechitsa']) {
      const films = (await get(town, 'kino/v1/films')).body as Json[];
      expect(films.length, town).toBeGreaterThanOrEqual(24);
      const sessions = films.flatMap((f) => f.sessions as Json[]);
      const days = new Set(sessions.map((s) => s.cinemaDay));
      for (let i = 0; i < 7; i++) expect(days.has(addDays(today, i)), `${town} day ${i}`).toBe(true);
      expect([...days].every((d) => d >= today && d <= lastDay)).toBe(true);
      // Sessions after midnight belong to the previous cinema day.
      const late = sessions.filter((s) => Number((s.startsAt as string).slice(11, 13)) < 6);
      expect(late.length, `${town} after-midnight sessions`).toBeGreaterThan(0);
      for (const s of late) expect(s.cinemaDay).toBe(addDays((s.startsAt as string).slice(0, 10), -1));
      for (const s of sessions) expect(s.startsAt).toMatch(/\+03:00$/);
      expect(sessions.some((s) => s.soldOut)).toBe(true);
      expect(sessions.some((s) => !s.soldOut)).toBe(true);
      // Today's sessions are all there, including those already started.
      expect(sessions.some((s) => s.cinemaDay === today)).toBe(true);
      const comingSoon = films.filter((f) => f.isPremier && f.premiereDate > today);
      expect(comingSoon.length, `${town} coming soon`).toBeGreaterThan(0);
      const children = films.filter((f) => (f.categories as Json[]).some((c) => c.slug === 'dlja-detej'));
      expect(children.length, `${town} children's films`).toBeGreaterThanOrEqual(3);
      // Premieres first, then by title.
      const flags = films.map((f) => f.isPremier as boolean);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      // Posters are served by the service, absolute, distinct per film.
      const posters = new Set(films.map((f) => f.poster.url));
      expect(posters.size).toBe(films.length);
      expect(films[0]!.poster).toMatchObject({ width: 400, height: 600 });
      expect(films[0]!.poster.url.startsWith(`${PUBLIC}/${town}/media/posters/`)).toBe(true);
    }
  });

  it('filters films by cinema day, category and premiere flag', async () => {
    const today = cinemaDayOf(new Date());
    const tomorrow = addDays(today, 1);
    const byDay = (await get('main', `kino/v1/films?date=${tomorrow}`)).body as Json[];
    expect(byDay.length).toBeGreaterThan(0);
    for (const film of byDay) {
      expect(film.sessions.length).toBeGreaterThan(0);
      for (const s of film.sessions) expect(s.cinemaDay).toBe(tomorrow);
    }
    const kids = (await get('main', 'kino/v1/films?category=dlja-detej')).body as Json[];
    expect(kids.length).toBeGreaterThan(0);
    for (const film of kids) expect(film.categories.map((c: Json) => c.slug)).toContain('dlja-detej');
    const premieres = (await get('main', 'kino/v1/films?premier=true')).body as Json[];
    expect(premieres.length).toBeGreaterThan(0);
    expect(premieres.every((f) => f.isPremier)).toBe(true);
    const running = (await get('main', 'kino/v1/films?premier=false')).body as Json[];
    expect(running.every((f) => !f.isPremier)).toBe(true);
    const far = (await get('main', `kino/v1/films?date=${addDays(today, 30)}`)).body as Json[];
    expect(far).toEqual([]);
    const categories = (await get('main', 'kino/v1/film-categories')).body as Json[];
    const kidsCategory = categories.find((c) => c.slug === 'dlja-detej');
    expect(kidsCategory?.count).toBe(kids.length);
  });

  it('has the demo content the site needs, different per town', async () => {
    const info = {
      main: ((await get('main', 'kino/v1/info')).body as Json).data,
      rechitsa: ((await get('rechitsa', 'kino/v1/info')).body as Json).data,
    };
    expect(info.main.town).toBe('main');
    expect(info.rechitsa.town).toBe('rechitsa');
    expect(info.main.cinemaRegion).toBe('Гомельская область');
    expect(info.rechitsa.townName).toBe('Речица');
    expect(info.main.address.street).not.toBe(info.rechitsa.address.street);
    expect(info.main.phones[0].number).not.toBe(info.rechitsa.phones[0].number);
    for (const town of ['main', 'rechitsa']) {
      const halls = (await get(town, 'kino/v1/hall')).body as Json[];
      expect(halls.length).toBeGreaterThanOrEqual(3);
      expect(halls.length).toBeLessThanOrEqual(4);
      const events = (await get(town, 'kino/v1/events?perPage=50')).body as Json;
      expect(new Set(events.items.map((e: Json) => e.category.slug)).size).toBeGreaterThanOrEqual(3);
      const news = (await get(town, 'kino/v1/news?perPage=50')).body as Json;
      expect(news.meta.total).toBeGreaterThanOrEqual(12);
      const dates = news.items.map((n: Json) => n.publishedAt as string);
      expect(dates).toEqual([...dates].sort().reverse());
      const documents = (await get(town, 'kino/v1/documents?perPage=50')).body as Json;
      const slugs = documents.items.map((d: Json) => d.slug);
      expect(slugs).toContain('personal-data');
      expect(slugs).toContain('pravila-poseshhenija');
      const vacancies = (await get(town, 'kino/v1/vacancy')).body as Json;
      expect(vacancies.meta.total).toBeGreaterThanOrEqual(4);
      const faq = (await get(town, 'kino/v1/faq')).body as Json;
      for (const item of faq.groups.flatMap((g: Json) => g.items)) expect(item.id).toMatch(/^[a-z0-9-]+$/);
    }
    const mainHalls = ((await get('main', 'kino/v1/hall')).body as Json[]).map((h) => h.name);
    const rechitsaHalls = ((await get('rechitsa', 'kino/v1/hall')).body as Json[]).map((h) => h.name);
    expect(mainHalls).not.toEqual(rechitsaHalls);
    const mainFilms = ((await get('main', 'kino/v1/films')).body as Json[]).map((f) => f.slug);
    const rechitsaFilms = ((await get('rechitsa', 'kino/v1/films')).body as Json[]).map((f) => f.slug);
    expect(mainFilms.filter((s) => !rechitsaFilms.includes(s)).length).toBeGreaterThan(0);
    expect(rechitsaFilms.filter((s) => !mainFilms.includes(s)).length).toBeGreaterThan(0);
  });

  it('paginates lists and addresses items by id or slug', async () => {
    const page1 = (await get('main', 'kino/v1/news?perPage=5')).body as Json;
    const page2 = (await get('main', 'kino/v1/news?perPage=5&page=2')).body as Json;
    expect(page1.items).toHaveLength(5);
    expect(page1.meta).toMatchObject({ page: 1, perPage: 5, totalPages: Math.ceil(page1.meta.total / 5) });
    expect(page2.items[0].slug).not.toBe(page1.items[0].slug);
    const byId = (await get('main', `kino/v1/news/${page1.items[0].id}`)).body as Json;
    expect(byId.slug).toBe(page1.items[0].slug);
    const hall = (await get('rechitsa', 'kino/v1/hall/detskij')).body as Json;
    expect(hall.name).toMatch(/Детский/);
    // An item of the other town is not found here.
    expect((await get('rechitsa', 'kino/v1/hall/imax')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and keeps the ETag while content is unchanged', async () => {
    const first = await get('main', 'kino/v1/films');
    const etag = first.response.headers.get('etag')!;
    const again = await get('main', 'kino/v1/films');
    expect(again.response.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(server.url('main', 'kino/v1/films'), {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const other = await fetch(server.url('main', 'kino/v1/films'), {
      headers: { 'if-none-match': '"nope"' },
    });
    expect(other.status).toBe(200);
    const rechitsa = await get('rechitsa', 'kino/v1/films');
    expect(rechitsa.response.headers.get('etag')).not.toBe(etag);
  });

  it('serves SVG posters and illustrations for the URLs in the content', async () => {
    const films = (await get('rechitsa', 'kino/v1/films')).body as Json[];
    const poster = await fetch(films[0]!.poster.url.replace(PUBLIC, server.origin));
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await poster.text();
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="600"');
    const news = (await get('main', 'kino/v1/news')).body as Json;
    const art = await fetch(news.items[0].image.url.replace(PUBLIC, server.origin));
    expect(art.status).toBe(200);
    expect(await art.text()).toContain('<svg');
    const about = (await get('main', 'kino/v1/about')).body as Json;
    expect((await fetch(about.image.url.replace(PUBLIC, server.origin))).status).toBe(200);
    expect((await fetch(server.url('main', 'media/posters/net-takogo.svg'))).status).toBe(404);
    expect((await fetch(server.url('main', 'media/art/news/net-takogo.svg'))).status).toBe(404);
  });

  it('answers every picture the public content of both towns refers to', async () => {
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) collect(item);
      else if (value && typeof value === 'object') {
        const { url } = value as { url?: unknown };
        if (typeof url === 'string' && /\/media\/.+\.svg$/.test(url)) urls.add(url);
        for (const item of Object.values(value)) collect(item);
      }
    };
    const reads = ['kino/v1/films', 'kino/v1/news', 'kino/v1/events', 'kino/v1/hall', 'kino/v1/info'];
    const pages = Object.values(PAGE_PATHS).map((path) => path.slice(1));
    for (const town of ['main', 'rechitsa'])
      for (const path of [...reads, ...pages]) collect((await get(town, path)).body);
    // Posters, stills, news and events, halls, the about page, certificates and services: all drawn.
    for (const kind of ['posters', 'stills', 'news', 'events', 'halls', 'certificates', 'services'])
      expect(
        [...urls].some((url) => url.includes(`/${kind}/`)),
        kind,
      ).toBe(true);
    const missing: string[] = [];
    for (const url of urls)
      if ((await fetch(url.replace(PUBLIC, server.origin))).status !== 200) missing.push(url);
    expect(missing).toEqual([]);
  });

  it('sends CORS only to the site, security headers and compression', async () => {
    const allowed = await fetch(server.url('main', 'kino/v1/info'), { headers: { origin: SITE } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    const foreign = await fetch(server.url('main', 'kino/v1/info'), {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(allowed.headers.get('content-security-policy')).toContain("default-src 'none'");
    const compressed = await fetch(server.url('main', 'kino/v1/films'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    const health = await getJson(`${server.origin}/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: database.name });
  });
});
