// Sharing images: raster 1200×630 JPEGs for every kind of page of both towns, cached per content version.
import { TOWNS } from '@kino/api/towns';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, getJson, type Running, start } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

describe.each(DATABASES)('sharing images on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const image = async (town: string, path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(server.url(town, path), { headers });
    return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const first = async (town: string, path: string) => {
    const { body } = await getJson(server.url(town, path));
    return ((Array.isArray(body) ? body : (body as Json).items) as Json[])[0]!;
  };

  it.each(TOWNS)('are 1200×630 JPEGs for a film, a news item, a hall and the cinema in %s', async (town) => {
    const film = await first(town, 'kino/v1/films');
    const article = await first(town, 'kino/v1/news');
    const hall = await first(town, 'kino/v1/hall');
    for (const path of [
      `media/share/film/${film.slug}.jpg`,
      `media/share/news/${article.slug}.jpg`,
      `media/share/hall/${hall.slug}.jpg`,
      'media/share/site/cinema.jpg',
    ]) {
      const { answer, bytes } = await image(town, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('cache-control')).toMatch(/public/);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['jpeg', 1200, 630]);
    }
    const poster = await image(town, `media/share/poster/${film.slug}.jpg`);
    const meta = await sharp(poster.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 900]);
  });

  it('draws the film card from the poster on the town background, not a blank picture', async () => {
    const film = await first('main', 'kino/v1/films');
    const { bytes } = await image('main', `media/share/film/${film.slug}.jpg`);
    const stats = await sharp(bytes).stats();
    // A real picture has contrast: text and poster over a darkened background.
    expect(stats.channels.every((channel) => channel.stdev > 20)).toBe(true);
  });

  it('answers 304 to a repeated request with its ETag', async () => {
    const film = await first('rechitsa', 'kino/v1/films');
    const path = `media/share/film/${film.slug}.jpg`;
    const { answer } = await image('rechitsa', path);
    const etag = answer.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await image('rechitsa', path, { 'if-none-match': etag });
    expect(again.answer.status).toBe(304);
  });

  it('answers 404 for unknown kinds, slugs and file types', async () => {
    for (const path of [
      'media/share/film/net-takogo.jpg',
      'media/share/news/net-takoj.jpg',
      'media/share/site/other.jpg',
      'media/share/film/../x.jpg',
      'media/share/poster/x.png',
      'media/share/events/x.jpg',
    ]) {
      const { answer } = await image('main', path);
      expect(answer.status, path).toBe(404);
    }
  });
});
