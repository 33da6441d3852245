// The site's search (issue 35, decision 120) over HTTP: full-text search in Russian and trigram-tolerant titles over
// a town's published films, news, coming events and vacancies, on PGlite (and PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, getJson, PUBLIC, type Running, start } from './helpers.ts';
import { staffMember } from './staff-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

describe.each(DATABASES)('search on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  beforeAll(async () => {
    server = await start(database, { adminDir: false });
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });
  const search = async (town: string, q: string) => {
    const answer = await getJson(server.url(town, `kino/v1/search?q=${encodeURIComponent(q)}`));
    if (answer.status === 200) expect(conforms('/kino/v1/search', 'get', 200, answer.body)).toEqual([]);
    return answer as { status: number; body: Json; response: Response };
  };

  it('finds a film by its misspelled title, first, in both towns', async () => {
    for (const town of ['main', 'rechitsa']) {
      const { status, body } = await search(town, 'Шахмотистка');
      expect(status).toBe(200);
      expect(body.query).toBe('Шахмотистка');
      expect(body.items[0]).toMatchObject({
        kind: 'film',
        slug: 'shahmatistka',
        title: 'Шахматистка',
        date: null,
      });
      expect(body.items[0].image.url).toBe(`${PUBLIC}/${town}/media/posters/shahmatistka.svg`);
    }
  });

  it('finds words in any form in news, events and vacancies, and ё as е', async () => {
    // «кассиров» in a news title and «Кассир» the vacancy: one stem.
    const cashier = (await search('main', '  кассир  ')).body;
    expect(cashier.query).toBe('кассир');
    const kinds = new Set(cashier.items.map((item: Json) => item.kind));
    expect(kinds).toEqual(new Set(['vacancy', 'news']));
    expect(cashier.items.find((item: Json) => item.kind === 'vacancy')).toMatchObject({
      slug: 'kassir',
      image: null,
    });
    // The meeting with the director of «Шахматистка» is an event still to come; its date is its start.
    const meeting = (await search('main', 'встреча с режиссёром')).body.items[0];
    expect(meeting).toMatchObject({ kind: 'event', title: 'Встреча с режиссёром фильма «Шахматистка»' });
    expect(Date.parse(meeting.date)).toBeGreaterThan(Date.now() - 24 * 3600_000);
    // «Звездный» typed without ё finds «Звёздный маяк».
    const star = (await search('main', 'Звездный маяк')).body.items;
    expect(star[0]).toMatchObject({ kind: 'film', title: 'Звёздный маяк' });
    for (const item of star) expect(item.excerpt.length).toBeLessThanOrEqual(200);
  });

  it('keeps each town to its own content', async () => {
    // «Юность» is Rechitsa's cinema; its film club is an event there only.
    const rechitsa = (await search('rechitsa', 'киноклуб Юность')).body.items;
    expect(rechitsa.some((item: Json) => item.kind === 'event' && /Юность/.test(item.title))).toBe(true);
    const main = (await search('main', 'киноклуб Юность')).body.items;
    expect(main.some((item: Json) => /Юность/.test(item.title))).toBe(false);
  });

  it('answers an empty list, never a 5xx, for queries with one character, punctuation or odd syntax', async () => {
    for (const q of [
      'а',
      'ш',
      '1',
      '!',
      '?!.',
      '""',
      '-',
      '«»',
      '& | ! :*',
      'a:*',
      "'",
      '\\',
      '%',
      '😀😀',
      'OR',
      'или',
    ]) {
      const { status, body } = await search('main', q);
      expect(status, q).toBe(200);
      if (!/[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(q)) expect(body.items, q).toEqual([]);
    }
    // Operators in the query are words, not syntax: no error.
    expect((await search('main', 'шахматы & | ! ( ) <-> :*')).status).toBe(200);
  });

  it('refuses an empty or too long query naming the field', async () => {
    for (const url of ['kino/v1/search', 'kino/v1/search?q=', `kino/v1/search?q=${'я'.repeat(101)}`]) {
      const { status, body, response } = await getJson(server.url('main', url));
      expect(status, url).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(JSON.stringify(body)).toContain('query.q');
    }
    expect((await search('main', 'я'.repeat(100))).status).toBe(200);
  });

  it('leaves out drafts', async () => {
    const editor = await staffMember(server, PUBLIC, 'editor', ['main']);
    const films = (await editor.get('/admin/v1/towns/main/films?perPage=100')).body.items as Json[];
    const film = films.find((f) => f.slug === 'shahmatistka')!;
    expect(
      (await editor.put(`/admin/v1/towns/main/films/${film.id}/status`, { status: 'draft' })).status,
    ).toBe(200);
    const items = (await search('main', 'Шахматистка')).body.items as Json[];
    expect(items.some((item) => item.kind === 'film')).toBe(false);
    // Still the event about it, which is published.
    expect(items.some((item) => item.kind === 'event')).toBe(true);
    expect((await search('rechitsa', 'Шахматистка')).body.items[0].kind).toBe('film');
  });
});
