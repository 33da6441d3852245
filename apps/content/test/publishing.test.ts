// Drafts and publishing over HTTP: a draft is on the site only through a valid preview link; publishing shows it,
// unpublishing and deleting take it away; edits of published items show at once.
import { addDays, cinemaDayOf, nightOf } from '@kino/api/cinema-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, getJson, PUBLIC, type Running, SITE, start } from './helpers.ts';
import { movableClock, staffMember } from './staff-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

const FILM = {
  slug: 'novyj-film',
  title: 'Новый фильм',
  originalTitle: 'A New Film',
  ageRating: '12+',
  durationMin: 101,
  year: 2026,
  director: 'Анна Режиссёр',
  genres: ['драма'],
  countries: ['Беларусь'],
  cast: ['Актёр Первый', 'Актриса Вторая'],
  description: 'Первый абзац.\n\nВторой абзац.',
  poster: { url: `${PUBLIC}/rechitsa/media/posters/novyj-film.svg`, width: 400, height: 600, alt: 'Постер' },
  stills: [],
  trailerUrl: 'https://youtu.be/dQw4w9WgXcQ',
  formats: ['2D'],
  categories: ['dlja-detej'],
  isPremier: false,
  premiereDate: null,
};

describe.each(DATABASES)('publishing on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  const clock = movableClock();
  let editor: Awaited<ReturnType<typeof staffMember>>;
  const publicGet = (town: string, path: string) => getJson(server.url(town, path));
  beforeAll(async () => {
    server = await start(database, { now: clock.now, adminDir: false });
    editor = await staffMember(server, PUBLIC, 'editor', ['rechitsa']);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  it('keeps a new film with its sessions a draft, shows it with a preview link, then on publishing', async () => {
    const created = await editor.post('/admin/v1/towns/rechitsa/films', FILM);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(conforms('/admin/v1/towns/{town}/films', 'post', 201, created.body)).toEqual([]);
    // The trailer's address as YouTube writes it.
    const trailerUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(created.body).toMatchObject({
      status: 'draft',
      updatedBy: editor.email,
      data: { ...FILM, trailerUrl },
    });
    const id = created.body.id as number;

    const halls = (await editor.get('/admin/v1/towns/rechitsa/halls?perPage=50')).body.items as Json[];
    const hall = (await editor.get(`/admin/v1/towns/rechitsa/halls/${halls[0]!.id}`)).body as Json;
    // A day from tomorrow on whose night the hall is free: the demo has after-midnight sessions on some weekdays
    // (Friday and Saturday nights), and a hall's sessions may not overlap (the film's 101 minutes and 15 of cleaning).
    const hallDayOf = (day: string) => `/admin/v1/towns/rechitsa/sessions?from=${day}&days=1&hall=${hall.id}`;
    let day = addDays(cinemaDayOf(clock.now()), 1);
    let evening = (await editor.get(hallDayOf(day))).body.items as Json[];
    for (let tries = 1; evening.some((s) => nightOf(s.startsAt as string) !== null); tries++) {
      expect(tries, 'a night without after-midnight sessions within a week').toBeLessThan(7);
      day = addDays(day, 1);
      evening = (await editor.get(hallDayOf(day))).body.items as Json[];
    }
    const hallDay = hallDayOf(day);
    const demo = evening.map((s) => s.id as string);
    expect(demo.length).toBeGreaterThan(0);
    // After the demo's last film of the evening.
    for (const time of ['01:45', '03:45', '05:45']) {
      const session = await editor.post('/admin/v1/towns/rechitsa/sessions', {
        film: id,
        hall: hall.id,
        day,
        time,
        format: '2D',
        price: 9.5,
        ticketUrl: null,
        soldOut: time === '03:45',
      });
      expect(session.status, JSON.stringify(session.body)).toBe(201);
      expect(conforms('/admin/v1/towns/{town}/sessions', 'post', 201, session.body)).toEqual([]);
    }
    const week = await editor.get(hallDay);
    const mine = (week.body.items as Json[]).filter((s) => s.film.id === id);
    expect(mine.map((s) => s.time)).toEqual(['01:45', '03:45', '05:45']);
    // The hall's day is staff's now: the sessions it showed are all still there, kept as staff's.
    expect((week.body.items as Json[]).map((s) => s.id)).toEqual(expect.arrayContaining(demo));
    expect(week.body.items).toHaveLength(demo.length + 3);
    expect((week.body.items as Json[]).every((s) => s.source === 'staff')).toBe(true);
    expect(mine[2]).toMatchObject({ day, startsAt: `${addDays(day, 1)}T05:45:00+03:00` });

    // A draft: not on the site, not in the lists.
    expect((await publicGet('rechitsa', `kino/v1/films/${FILM.slug}`)).status).toBe(404);
    const list = (await publicGet('rechitsa', 'kino/v1/films')).body as Json[];
    expect(list.some((f) => f.slug === FILM.slug)).toBe(false);

    // The preview link shows it, fresh and stored by nobody.
    const preview = await editor.post('/admin/v1/towns/rechitsa/previews', { kind: 'film', id: String(id) });
    expect(preview.status).toBe(201);
    expect(preview.body.url).toBe(`${SITE}/rechitsa/afisha/${FILM.slug}/?preview=${preview.body.token}`);
    const shown = await publicGet('rechitsa', `kino/v1/films/${FILM.slug}?preview=${preview.body.token}`);
    expect(shown.status).toBe(200);
    expect(shown.response.headers.get('cache-control')).toBe('no-store');
    expect(shown.response.headers.get('etag')).toBeNull();
    expect(conforms('/kino/v1/films/{slug}', 'get', 200, shown.body)).toEqual([]);
    expect((shown.body as Json).sessions).toHaveLength(3);
    expect((shown.body as Json).trailer).toEqual({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    // Only this town, only this item, only while it lasts.
    expect((await publicGet('main', `kino/v1/films/${FILM.slug}?preview=${preview.body.token}`)).status).toBe(
      404,
    );
    const bogus = await publicGet('rechitsa', `kino/v1/films/${FILM.slug}?preview=${'x'.repeat(32)}`);
    expect(bogus.status).toBe(404);
    // An unknown token is ignored: the public answer, not marked as a draft's.
    expect(bogus.response.headers.get('cache-control')).not.toBe('no-store');
    clock.advance(61 * 60_000);
    expect(
      (await publicGet('rechitsa', `kino/v1/films/${FILM.slug}?preview=${preview.body.token}`)).status,
    ).toBe(404);
    expect((await editor.signIn(editor.email)).status).toBe(200);

    // Published: on the site, with its sessions, in the lists.
    const published = await editor.put(`/admin/v1/towns/rechitsa/films/${id}/status`, {
      status: 'published',
    });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    const film = await publicGet('rechitsa', `kino/v1/films/${FILM.slug}`);
    expect(film.status).toBe(200);
    expect((film.body as Json).sessions.map((s: Json) => s.soldOut)).toEqual([false, true, false]);
    expect((film.body as Json).sessions[0].ticketUrl).toMatch(
      /^https:\/\/tickets\.kino\.example\/rechitsa\/sessions\//,
    );
    const listed = (await publicGet('rechitsa', 'kino/v1/films')).body as Json[];
    expect(listed.some((f) => f.slug === FILM.slug)).toBe(true);

    // Unpublished: gone again; deleted: gone for good (its sessions with it).
    expect(
      (await editor.put(`/admin/v1/towns/rechitsa/films/${id}/status`, { status: 'draft' })).status,
    ).toBe(200);
    expect((await publicGet('rechitsa', `kino/v1/films/${FILM.slug}`)).status).toBe(404);
    expect(
      ((await publicGet('rechitsa', 'kino/v1/films')).body as Json[]).some((f) => f.slug === FILM.slug),
    ).toBe(false);
    expect((await editor.delete(`/admin/v1/towns/rechitsa/films/${id}`)).status).toBe(204);
    expect((await editor.get(`/admin/v1/towns/rechitsa/films/${id}`)).status).toBe(404);
    const after = await editor.get(`/admin/v1/towns/rechitsa/sessions?from=${day}&days=1&hall=${hall.id}`);
    expect((after.body.items as Json[]).some((s) => s.film.id === id)).toBe(false);
  });

  it('shows an edit of a published news item at once, and takes it away on unpublishing', async () => {
    const page = (await editor.get('/admin/v1/towns/rechitsa/news?perPage=1')).body.items as Json[];
    const item = (await editor.get(`/admin/v1/towns/rechitsa/news/${page[0]!.id}`)).body as Json;
    const data = {
      ...item.data,
      title: 'Заголовок после правки',
      content: [
        { type: 'heading', level: 2, text: 'Что изменилось' },
        { type: 'paragraph', text: 'Новый текст новости.' },
        { type: 'list', ordered: false, items: ['первое', 'второе'] },
      ],
    };
    const saved = await editor.put(`/admin/v1/towns/rechitsa/news/${item.id}`, data);
    expect(saved.status).toBe(200);
    const article = await publicGet('rechitsa', `kino/v1/news/${item.data.slug}`);
    expect(article.status).toBe(200);
    expect((article.body as Json).title).toBe('Заголовок после правки');
    expect((article.body as Json).content[1]).toEqual({ type: 'paragraph', text: 'Новый текст новости.' });
    expect(
      (await editor.put(`/admin/v1/towns/rechitsa/news/${item.id}/status`, { status: 'draft' })).status,
    ).toBe(200);
    expect((await publicGet('rechitsa', `kino/v1/news/${item.data.slug}`)).status).toBe(404);
    // Raw HTML is not a block the contract knows.
    const html = await editor.put(`/admin/v1/towns/rechitsa/news/${item.id}`, {
      ...data,
      content: [{ type: 'html', html: '<script>alert(1)</script>' }],
    });
    expect(html.status).toBe(400);
    expect((html.body.errors as Json[])[0]!.field).toMatch(/^body\.content\.0/);
  });

  it('publishes and previews pages and the items of the services, certificates and FAQ pages', async () => {
    expect(
      (await editor.put('/admin/v1/towns/rechitsa/pages/about/status', { status: 'draft' })).status,
    ).toBe(200);
    expect((await publicGet('rechitsa', 'kino/v1/about')).status).toBe(404);
    const token = (await editor.post('/admin/v1/towns/rechitsa/previews', { kind: 'page', id: 'about' })).body
      .token;
    expect((await publicGet('rechitsa', `kino/v1/about?preview=${token}`)).status).toBe(200);
    expect(
      (await editor.put('/admin/v1/towns/rechitsa/pages/about/status', { status: 'published' })).status,
    ).toBe(200);
    expect((await publicGet('rechitsa', 'kino/v1/about')).status).toBe(200);

    const faq = await editor.post('/admin/v1/towns/rechitsa/faq', {
      slug: 'novyj-vopros',
      group: 'Билеты',
      question: 'Можно ли вернуть билет?',
      answer: 'Да, до начала сеанса.',
    });
    expect(faq.status).toBe(201);
    const groups = () => publicGet('rechitsa', 'kino/v1/faq').then((r) => (r.body as Json).groups as Json[]);
    const has = (list: Json[]) => list.some((g) => g.items.some((i: Json) => i.id === 'novyj-vopros'));
    expect(has(await groups())).toBe(false);
    expect(
      (await editor.put(`/admin/v1/towns/rechitsa/faq/${faq.body.id}/status`, { status: 'published' }))
        .status,
    ).toBe(200);
    const after = await groups();
    expect(has(after)).toBe(true);
    expect(conforms('/kino/v1/faq', 'get', 200, { title: 'x', intro: 'y', groups: after })).toEqual([]);
  });

  it('lists news, events and vacancies by the date each list shows, newest first', async () => {
    for (const kind of ['news', 'events', 'vacancies']) {
      const items = (await editor.get(`/admin/v1/towns/rechitsa/${kind}?perPage=50`)).body.items as Json[];
      expect(items.length, kind).toBeGreaterThan(1);
      const dates = items.map((item) => Date.parse(item.date));
      expect(dates, kind).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it("keeps a hall's day staff changed through the demo schedule's daily rebuild", async () => {
    const halls = (await editor.get('/admin/v1/towns/rechitsa/halls?perPage=50')).body.items as Json[];
    const hall = halls.at(-1)!;
    const day = addDays(cinemaDayOf(clock.now()), 3);
    const hallDay = `/admin/v1/towns/rechitsa/sessions?from=${day}&days=1&hall=${hall.id}`;
    const before = (await editor.get(hallDay)).body.items as Json[];
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((s) => s.source === 'demo')).toBe(true);
    // Staff delete one of the day's sessions: only that one goes.
    const [gone, ...kept] = before;
    expect((await editor.delete(`/admin/v1/towns/rechitsa/sessions/${gone!.id}`)).status).toBe(204);
    const after = (await editor.get(hallDay)).body.items as Json[];
    expect(after.map((s) => s.id)).toEqual(kept.map((s) => s.id));
    expect(after.every((s) => s.source === 'staff')).toBe(true);

    // A new cinema day rebuilds the demo schedule: that hall-day is left as staff left it.
    clock.advance(24 * 60 * 60_000);
    expect((await publicGet('rechitsa', 'kino/v1/films')).status).toBe(200);
    // A day later the staff session has ended (12 hours at most): signed in again.
    expect((await editor.signIn(editor.email)).status).toBe(200);
    const rebuilt = (await editor.get(hallDay)).body.items as Json[];
    expect(rebuilt.map((s) => s.id)).toEqual(kept.map((s) => s.id));
    expect(rebuilt.some((s) => s.time === gone!.time)).toBe(false);
  });

  it('names the field of every mistake, and keeps slugs unique in a town', async () => {
    const bad = await editor.post('/admin/v1/towns/rechitsa/films', {
      ...FILM,
      slug: 'Плохой адрес',
      durationMin: 0,
      poster: { ...FILM.poster, url: 'https://evil.example/poster.jpg' },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.errors as Json[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.slug', 'body.durationMin']));
    // Said as a form asks for it: an empty title, a missing poster; the summary names no field path.
    const empty = await editor.post('/admin/v1/towns/rechitsa/films', { ...FILM, title: '', poster: null });
    expect(empty.status).toBe(400);
    const messages = Object.fromEntries((empty.body.errors as Json[]).map((e) => [e.field, e.message]));
    expect(messages).toMatchObject({
      'body.title': 'Заполните это поле.',
      'body.poster': 'Загрузите картинку.',
    });
    expect(empty.body.detail).toBe('Полей с ошибками: 2.');
    const one = await editor.post('/admin/v1/towns/rechitsa/films', {
      ...FILM,
      slug: 'odna-oshibka',
      year: 'god',
    });
    expect(one.body.errors).toHaveLength(1);
    expect(one.body.errors).toMatchObject([{ field: 'body.year', message: 'Введите целое число.' }]);
    expect(one.body.detail).toBe('Одно поле заполнено неверно.');
    const foreign = await editor.post('/admin/v1/towns/rechitsa/films', {
      ...FILM,
      slug: 'drugoj',
      poster: { ...FILM.poster, url: 'https://evil.example/poster.jpg' },
      categories: ['net-takoj'],
      trailerUrl: 'https://vimeo.com/1',
    });
    expect(foreign.status).toBe(400);
    expect((foreign.body.errors as Json[]).map((e) => e.field)).toEqual(
      expect.arrayContaining(['body.poster.url', 'body.categories.0', 'body.trailerUrl']),
    );
    const first = await editor.post('/admin/v1/towns/rechitsa/films', { ...FILM, slug: 'dubl' });
    expect(first.status).toBe(201);
    const second = await editor.post('/admin/v1/towns/rechitsa/films', { ...FILM, slug: 'dubl' });
    expect(second.status).toBe(409);
    expect((second.body.errors as Json[])[0]!.field).toBe('body.slug');
  });
});
