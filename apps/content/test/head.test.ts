// getHead for every page of both towns, and its refusals.

import { ROUTES as SITE_ROUTES } from '@kino/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '#src/db/schema.ts';
import { conforms, DATABASES, getJson, PUBLIC, type Running, SITE, start } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

describe.each(DATABASES)('getHead on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const head = (town: string, url: string) =>
    getJson(server.url(town, `rankmath/v1/getHead?url=${encodeURIComponent(url)}`));
  const html = (answer: { body: unknown }) => (answer.body as Json).head as string;
  const list = async (town: string, path: string) => {
    const { body } = await getJson(server.url(town, path));
    return (Array.isArray(body) ? body : (body as Json).items) as Json[];
  };

  async function params(town: string): Promise<Record<string, string>> {
    return {
      film: (await list(town, 'kino/v1/films'))[0]!.slug,
      category: 'dlja-detej',
      news: (await list(town, 'kino/v1/news'))[0]!.slug,
      documents: 'personal-data',
      hall: (await list(town, 'kino/v1/hall'))[0]!.slug,
      vacancy: 'kassir',
    };
  }

  it('answers a conforming head for every route of both towns', async () => {
    for (const town of ['main', 'rechitsa'] as const) {
      const values = await params(town);
      const eventCategory = (await getJson(server.url(town, 'kino/v1/event-categories'))).body as Json[];
      for (const [name, pattern] of Object.entries(SITE_ROUTES)) {
        const path = pattern.replace(/:(\w+)/g, (_, key: string) =>
          name === 'events_cat-category' ? eventCategory[0]!.slug : values[key]!,
        );
        const url = `${SITE}${town === 'rechitsa' ? '/rechitsa' : ''}${path}`;
        const { status, body } = await head(town, url);
        expect(status, `${town} ${name} ${url}`).toBe(200);
        expect(conforms('/rankmath/v1/getHead', 'get', 200, body)).toEqual([]);
        const html = (body as Json).head as string;
        expect(html).toMatch(/^<title>[^<]+<\/title>/);
        expect(html).toContain(`<link rel="canonical" href="${url}">`);
        expect(html).toContain('<meta name="description" content="');
        expect(html).toContain('<meta property="og:title"');
        expect(html).toContain('<meta name="twitter:card"');
      }
    }
  });

  it('puts Movie and ScreeningEvent JSON-LD on film pages, MovieTheater on contacts, NewsArticle on news', async () => {
    const film = (await list('main', 'kino/v1/films')).find((f) => f.sessions.length > 0)!;
    const filmHead = ((await head('main', `${SITE}/afisha/${film.slug}/`)).body as Json).head as string;
    const nodes = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)['@graph'] as Json[];
    const node = (html: string, type: string) => nodes(html).find((n) => n['@type'] === type)!;
    expect(node(filmHead, 'Movie').name).toBe(film.title);
    expect(nodes(filmHead).some((n) => n['@type'] === 'ScreeningEvent')).toBe(true);
    expect(filmHead).toContain('<meta property="og:type" content="video.movie">');
    expect(filmHead).toContain(
      `<meta property="og:image" content="${PUBLIC}/main/media/share/film/${film.slug}.jpg">`,
    );
    const contacts = ((await head('rechitsa', `${SITE}/rechitsa/contacts/`)).body as Json).head as string;
    expect(node(contacts, 'MovieTheater').address.addressLocality).toBe('Речица');
    const article = (await list('main', 'kino/v1/news'))[0]!;
    const newsHead = ((await head('main', `${SITE}/news/${article.slug}/`)).body as Json).head as string;
    expect(node(newsHead, 'NewsArticle').headline).toBe(article.title);
  });

  it('escapes HTML in every tag and inside JSON-LD', async () => {
    const nasty = '</title><script>alert("x")</script> & \'кино\' <!--';
    await server.app.database.db.insert(news).values({
      town: 'rechitsa',
      slug: 'escape-test',
      title: nasty,
      excerpt: `${nasty} "excerpt"`,
      publishedAt: new Date(),
      image: { url: 'media/art/news/escape-test.svg', width: 1200, height: 630, alt: nasty },
      content: [],
    });
    const { status, body } = await head('rechitsa', `${SITE}/rechitsa/news/escape-test/`);
    expect(status).toBe(200);
    const html = (body as Json).head as string;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;кино&#39;',
    );
    // Every attribute value ends where it should: no stray quote opens a new attribute.
    for (const tag of html.match(/<meta [^>]*>/g)!)
      expect(tag).toMatch(/^<meta (name|property)="[^"]+" content="[^"]*">$/);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(script).not.toMatch(/[<>]/);
    const article = ((JSON.parse(script) as Json)['@graph'] as Json[]).find(
      (n) => n['@type'] === 'NewsArticle',
    )!;
    expect(article.headline).toBe(nasty);
  });

  it('accepts the URL without trailing slash or with a query, canonical always with the slash', async () => {
    const { status, body } = await head('main', `${SITE}/afisha?date=2026-01-01`);
    expect(status).toBe(200);
    expect((body as Json).head).toContain(`<link rel="canonical" href="${SITE}/afisha/">`);
    const rechitsaHome = await head('rechitsa', `${SITE}/rechitsa`);
    expect(rechitsaHome.status).toBe(200);
  });

  it("names the town in og:title and keeps a shared schedule's selection in og:url, not in the canonical", async () => {
    const towns = { main: '', rechitsa: '/rechitsa' } as const;
    const titles: string[] = [];
    for (const [town, prefix] of Object.entries(towns)) {
      const info = ((await getJson(server.url(town, 'kino/v1/info'))).body as Json).data as Json;
      const url = `${SITE}${prefix}/afisha/?utm_source=x&format=3D&day=2026-12-05&children=1`;
      const html = ((await head(town, url)).body as Json).head as string;
      const title = html.match(/<meta property="og:title" content="([^"]*)">/)![1]!;
      expect(title).toMatch(new RegExp(`^Афиша[^—]* — ${info.townName}$`));
      titles.push(title);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${prefix}/afisha/">`);
      expect(html).toContain(
        `<meta property="og:url" content="${SITE}${prefix}/afisha/?day=2026-12-05&amp;format=3D&amp;children=1">`,
      );
    }
    expect(new Set(titles).size).toBe(2);
    // Search results are followed, not indexed; the pages they list are.
    const found = html(await head('main', `${SITE}/search/?q=${encodeURIComponent('маяк')}`));
    expect(found).toContain('<meta name="robots" content="noindex, follow">');
    expect(html(await head('main', `${SITE}/afisha/`))).not.toContain('name="robots"');
    // Other pages share their canonical address, whatever the query.
    const news = ((await head('main', `${SITE}/news/?format=3D`)).body as Json).head as string;
    expect(news).toContain(`<meta property="og:url" content="${SITE}/news/">`);
  });

  it('counts the films the schedule shows this week in its description, in agreement', async () => {
    for (const town of ['main', 'rechitsa'] as const) {
      const showing = (await list(town, 'kino/v1/films')).filter((f) => f.sessions.length > 0).length;
      const prefix = town === 'main' ? '' : '/rechitsa';
      const text = ((await head(town, `${SITE}${prefix}/afisha/`)).body as Json).head as string;
      const noun =
        showing % 10 === 1 && showing % 100 !== 11
          ? 'фильм'
          : /[234]$/.test(String(showing)) && !/1[234]$/.test(String(showing))
            ? 'фильма'
            : 'фильмов';
      expect(text).toContain(`Расписание сеансов на неделю: ${showing} ${noun},`);
    }
  });

  it("gives a list's later pages their own canonical and title; other queries are the same page", async () => {
    const second = ((await head('main', `${SITE}/news/?page=2&utm_source=x`)).body as Json).head as string;
    expect(second).toContain(`<link rel="canonical" href="${SITE}/news/?page=2">`);
    expect(second).toMatch(/<title>Новости, страница 2 — /);
    const first = ((await head('rechitsa', `${SITE}/rechitsa/events/?page=1`)).body as Json).head as string;
    expect(first).toContain(`<link rel="canonical" href="${SITE}/rechitsa/events/">`);
    // A page that is not a list has no pages.
    const afisha = ((await head('main', `${SITE}/afisha/?page=2`)).body as Json).head as string;
    expect(afisha).toContain(`<link rel="canonical" href="${SITE}/afisha/">`);
    expect(afisha).not.toContain('страница');
  });

  it('refuses other origins, malformed URLs and the other town with 400 naming query.url', async () => {
    for (const [town, url] of [
      ['main', 'https://evil.example/afisha/'],
      ['main', 'http://localhost:9999/afisha/'],
      ['main', `${SITE}/rechitsa/afisha/`],
      ['rechitsa', `${SITE}/afisha/`],
      ['main', `${SITE}/news/%E0%A4%A/`],
      ['main', 'not a url'],
    ] as const) {
      const { status, body } = await head(town, url);
      expect(status, `${town} ${url}`).toBe(400);
      expect(conforms('/rankmath/v1/getHead', 'get', 400, body)).toEqual([]);
      expect(((body as Json).errors as Json[])[0]!.field).toBe('query.url');
    }
    const missing = await getJson(server.url('main', 'rankmath/v1/getHead'));
    expect(missing.status).toBe(400);
    expect(((missing.body as Json).errors as Json[])[0]!.field).toBe('query.url');
  });

  it('answers 404 for pages that do not exist', async () => {
    for (const path of [
      '/net-takoj-stranicy/',
      '/afisha/net-takogo/',
      '/movie_cat/net/',
      '/news/net/',
      '/hall/net/',
    ]) {
      const { status, body } = await head('main', `${SITE}${path}`);
      expect(status, path).toBe(404);
      expect(conforms('/rankmath/v1/getHead', 'get', 404, body)).toEqual([]);
    }
  });
});
