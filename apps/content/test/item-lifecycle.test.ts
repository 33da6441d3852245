// An item's life over HTTP: published at a set moment by the service itself (exactly once, whichever instance polls),
// a news item dated by its publication, duplicates, bulk changes, the trash and the history of saves.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/db/client.ts';
import { auditLog } from '#src/db/schema.ts';
import { ITEM_VERSIONS_KEPT, publishDue, purgeTrash, TRASH_DAYS } from '#src/editing/item-lifecycle.ts';
import { conforms, DATABASES, getJson, PUBLIC, type Running, start } from './helpers.ts';
import { staffMember } from './staff-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

const IMAGE = {
  url: `${PUBLIC}/main/media/posters/novyj-film.svg`,
  width: 400,
  height: 600,
  alt: 'Картинка',
};
const news = (slug: string, publishedAt: string | null = null) => ({
  slug,
  title: `Новость ${slug}`,
  excerpt: 'Коротко о главном.',
  publishedAt,
  image: IMAGE,
  content: [{ type: 'paragraph', text: `Текст новости ${slug}.` }],
});
const faq = (slug: string) => ({ slug, group: 'Билеты', question: `Вопрос ${slug}?`, answer: 'Ответ.' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('an item’s life on $name', (database) => {
  let server: Running & { option: Parameters<typeof openDatabase>[0]; drop(): Promise<void> };
  let editor: Awaited<ReturnType<typeof staffMember>>;
  let admin: Awaited<ReturnType<typeof staffMember>>;
  const publicNews = (slug: string) => getJson(server.url('main', `kino/v1/news/${slug}`));
  const scheduledAudits = async (id: number) =>
    (
      await server.app.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'scheduledPublication'),
            eq(auditLog.kind, 'news'),
            eq(auditLog.itemId, String(id)),
          ),
        )
    ).length;

  beforeAll(async () => {
    // The service's own publisher polls every 300 ms here (15 s by default).
    server = await start(database, { adminDir: false, publishPollMs: 300 });
    editor = await staffMember(server, PUBLIC, 'editor', ['main']);
    admin = await staffMember(server, PUBLIC, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const createNews = async (slug: string, publishedAt: string | null = null) => {
    const created = await editor.post('/admin/v1/towns/main/news', news(slug, publishedAt));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as Json;
  };

  it('publishes a scheduled news item at its moment by itself, dated then, audited once', async () => {
    const item = await createNews('po-raspisaniju');
    expect(item.data.publishedAt).toBeNull();
    expect(item.publishAt).toBeNull();
    // Far enough ahead that the checks below run before it even on a loaded machine (1.5 s was not, in CI).
    const at = new Date(Date.now() + 8_000);
    at.setMilliseconds(0);
    const scheduled = await editor.put(`/admin/v1/towns/main/items/news/${item.id}/schedule`, {
      publishAt: at.toISOString(),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(
      conforms('/admin/v1/towns/{town}/items/{collection}/{id}/schedule', 'put', 200, scheduled.body),
    ).toEqual([]);
    expect(scheduled.body).toMatchObject({ status: 'draft', publishAt: at.toISOString() });
    const listed = (await editor.get('/admin/v1/towns/main/news?status=draft&q=po-raspisaniju')).body
      .items as Json[];
    expect(listed[0]).toMatchObject({ id: item.id, publishAt: at.toISOString(), date: null });
    expect((await publicNews('po-raspisaniju')).status).toBe(404);

    await expect
      .poll(async () => (await publicNews('po-raspisaniju')).status, { timeout: 30_000, interval: 250 })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    const shown = (await publicNews('po-raspisaniju')).body as Json;
    expect(Date.parse(shown.publishedAt)).toBe(at.getTime());
    const stored = (await editor.get(`/admin/v1/towns/main/news/${item.id}`)).body as Json;
    expect(stored).toMatchObject({ status: 'published', publishAt: null });
    expect(Date.parse(stored.data.publishedAt)).toBe(at.getTime());
    // More rounds publish nothing again.
    await server.app.publisher!.run();
    expect(await scheduledAudits(item.id)).toBe(1);
    const audit = (await admin.get('/admin/v1/audit?kind=news&perPage=50')).body.items as Json[];
    expect(
      audit.some((e) => e.summary.includes('«Новость po-raspisaniju»: опубликован(а) по расписанию')),
    ).toBe(true);
  });

  it('refuses a moment in the past or for a published item, and cancels a schedule', async () => {
    const item = await createNews('otmena');
    const past = await editor.put(`/admin/v1/towns/main/items/news/${item.id}/schedule`, {
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((past.body.errors as Json[])[0]).toMatchObject({ field: 'body.publishAt' });
    const unknownKind = await editor.put(`/admin/v1/towns/main/items/posters/${item.id}/schedule`, {
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(unknownKind.status).toBe(400);

    const at = new Date(Date.now() + 800);
    expect(
      (
        await editor.put(`/admin/v1/towns/main/items/news/${item.id}/schedule`, {
          publishAt: at.toISOString(),
        })
      ).status,
    ).toBe(200);
    const cancelled = await editor.delete(`/admin/v1/towns/main/items/news/${item.id}/schedule`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'draft', publishAt: null });
    await sleep(1_200);
    await server.app.publisher!.run();
    expect((await editor.get(`/admin/v1/towns/main/news/${item.id}`)).body).toMatchObject({
      status: 'draft',
    });
    expect((await publicNews('otmena')).status).toBe(404);

    const published = await createNews('uzhe');
    await editor.put(`/admin/v1/towns/main/news/${published.id}/status`, { status: 'published' });
    const again = await editor.put(`/admin/v1/towns/main/items/news/${published.id}/schedule`, {
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(again.status).toBe(400);
  });

  it('publishes a news item dated in the future on its date, not at once; an undated one is dated on publishing', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000);
    date.setMilliseconds(0);
    const future = await createNews('v-buduschem', date.toISOString());
    const answer = await editor.put(`/admin/v1/towns/main/news/${future.id}/status`, { status: 'published' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'draft', publishAt: date.toISOString() });
    expect((await publicNews('v-buduschem')).status).toBe(404);

    const undated = await createNews('bez-daty');
    const before = Date.now();
    await editor.put(`/admin/v1/towns/main/news/${undated.id}/status`, { status: 'published' });
    const shown = (await publicNews('bez-daty')).body as Json;
    expect(Date.parse(shown.publishedAt)).toBeGreaterThanOrEqual(before - 1_000);
    // Once published its date stays, also after an edit that sends it back.
    const stored = (await editor.get(`/admin/v1/towns/main/news/${undated.id}`)).body as Json;
    expect(stored.data.publishedAt).toBe(shown.publishedAt);
  });

  it('publishes each due item exactly once while several pollers claim at the same time', async () => {
    // Other instances on the same database: their own connections on PostgreSQL; PGlite has one, shared.
    const others: Database[] =
      database.name === 'postgres' ? await Promise.all([1, 2, 3].map(() => openDatabase(server.option))) : [];
    const dbs = [server.app.database.db, ...others.map((o) => o.db)];
    try {
      const ids: number[] = [];
      const at = new Date(Date.now() + 4_000);
      for (let i = 0; i < 8; i++) {
        const item = await createNews(`srazu-${i}`);
        ids.push(item.id);
        const scheduled = await editor.put(`/admin/v1/towns/main/items/news/${item.id}/schedule`, {
          publishAt: at.toISOString(),
        });
        expect(scheduled.status).toBe(200);
      }
      await sleep(Math.max(0, at.getTime() - Date.now()));
      // Eight pollers at once (beside the service's own every 300 ms).
      const rounds = await Promise.all(
        Array.from({ length: 8 }, (_, i) => publishDue(dbs[i % dbs.length]!, new Date())),
      );
      const claimed = rounds.flat().filter((p) => ids.includes(p.id));
      expect(new Set(claimed.map((p) => p.id)).size).toBe(claimed.length);
      await expect
        .poll(async () => (await Promise.all(ids.map(scheduledAudits))).join(), { timeout: 5_000 })
        .toBe(ids.map(() => 1).join());
      for (const i of ids.keys()) expect((await publicNews(`srazu-${i}`)).status).toBe(200);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  it('duplicates an item as a draft with «(копия)» and a free address', async () => {
    const films = (await editor.get('/admin/v1/towns/main/films?status=published&perPage=1')).body
      .items as Json[];
    const source = (await editor.get(`/admin/v1/towns/main/films/${films[0]!.id}`)).body as Json;
    const copy = await editor.post(`/admin/v1/towns/main/items/films/${source.id}/duplicate`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(
      conforms('/admin/v1/towns/{town}/items/{collection}/{id}/duplicate', 'post', 201, copy.body),
    ).toEqual([]);
    expect(copy.body).toMatchObject({
      collection: 'films',
      slug: `${source.data.slug}-kopija`,
      title: `${source.data.title} (копия)`,
      status: 'draft',
    });
    const stored = (await editor.get(`/admin/v1/towns/main/films/${copy.body.id}`)).body as Json;
    expect(stored.data).toEqual({
      ...source.data,
      slug: `${source.data.slug}-kopija`,
      title: `${source.data.title} (копия)`,
    });
    const second = await editor.post(`/admin/v1/towns/main/items/films/${source.id}/duplicate`);
    expect(second.body.slug).toBe(`${source.data.slug}-kopija-2`);
    expect((await editor.post('/admin/v1/towns/main/items/films/999999/duplicate')).status).toBe(404);
  });

  it('publishes, unpublishes and deletes several items at once, all or none', async () => {
    const ids: number[] = [];
    for (const slug of ['bulk-a', 'bulk-b', 'bulk-c']) {
      const created = await editor.post('/admin/v1/towns/main/faq', faq(slug));
      ids.push(created.body.id as number);
    }
    const bulk = (action: string, list: number[]) =>
      editor.post('/admin/v1/towns/main/items/faq/bulk', { action, ids: list });
    const published = await bulk('publish', ids);
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ changed: 3 });
    const faqPage = async () => JSON.stringify((await getJson(server.url('main', 'kino/v1/faq'))).body ?? {});
    expect(await faqPage()).toContain('Вопрос bulk-b?');
    // One unknown id: nothing changes.
    const partial = await bulk('unpublish', [...ids, 999_999]);
    expect(partial.status).toBe(404);
    for (const id of ids)
      expect((await editor.get(`/admin/v1/towns/main/faq/${id}`)).body.status).toBe('published');
    expect((await bulk('unpublish', ids)).body).toEqual({ changed: 3 });
    expect(await faqPage()).not.toContain('Вопрос bulk-b?');
    expect((await bulk('archive', ids)).status).toBe(400);
    expect((await bulk('delete', ids)).body).toEqual({ changed: 3 });
    for (const id of ids) expect((await editor.get(`/admin/v1/towns/main/faq/${id}`)).status).toBe(404);
    const trash = (await editor.get('/admin/v1/towns/main/trash')).body as unknown as Json[];
    expect(trash.filter((t) => ids.includes(t.itemId)).length).toBe(3);
  });

  it('keeps a deleted item 30 days in the trash, restores it as a draft, and says when its address is taken', async () => {
    const item = await createNews('v-korzinu');
    await editor.put(`/admin/v1/towns/main/news/${item.id}/status`, { status: 'published' });
    expect((await publicNews('v-korzinu')).status).toBe(200);
    expect((await editor.delete(`/admin/v1/towns/main/news/${item.id}`)).status).toBe(204);
    expect((await publicNews('v-korzinu')).status).toBe(404);
    const listed = await editor.get('/admin/v1/towns/main/trash');
    expect(conforms('/admin/v1/towns/{town}/trash', 'get', 200, listed.body)).toEqual([]);
    const entry = (listed.body as unknown as Json[]).find((t) => t.itemId === item.id)!;
    expect(entry).toMatchObject({ collection: 'news', slug: 'v-korzinu', title: 'Новость v-korzinu' });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(TRASH_DAYS * 86_400_000);
    // The other town's trash is not this one's.
    expect(((await admin.get('/admin/v1/towns/rechitsa/trash')).body as unknown as Json[]).length).toBe(0);

    // Another item took the address meanwhile.
    const taker = await createNews('v-korzinu');
    const refused = await editor.post(`/admin/v1/towns/main/trash/${entry.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('«v-korzinu» уже занят');
    await editor.delete(`/admin/v1/towns/main/news/${taker.id}`);

    const restored = await editor.post(`/admin/v1/towns/main/trash/${entry.id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({
      collection: 'news',
      id: item.id,
      status: 'draft',
      slug: 'v-korzinu',
    });
    const back = (await editor.get(`/admin/v1/towns/main/news/${item.id}`)).body as Json;
    expect(back.data).toEqual(
      item.data.publishedAt === null ? { ...item.data, publishedAt: back.data.publishedAt } : item.data,
    );
    expect(back.data.content).toEqual(news('v-korzinu').content);
    expect((await editor.post(`/admin/v1/towns/main/trash/${entry.id}/restore`)).status).toBe(404);

    // 30 days on, the trash is emptied (the taker's entry is older than that by then too).
    const before = ((await editor.get('/admin/v1/towns/main/trash')).body as unknown as Json[]).length;
    expect(before).toBeGreaterThan(0);
    expect(await purgeTrash(server.app.database.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(
      await purgeTrash(server.app.database.db, new Date(Date.now() + (TRASH_DAYS + 1) * 86_400_000)),
    ).toBe(before);
    expect(((await editor.get('/admin/v1/towns/main/trash')).body as unknown as Json[]).length).toBe(0);
  });

  it('keeps the history of saves (the last 50) and restores an earlier version as a new save', async () => {
    const films = (await editor.get('/admin/v1/towns/main/films?status=published&perPage=1')).body
      .items as Json[];
    const id = films[0]!.id as number;
    const original = (await editor.get(`/admin/v1/towns/main/films/${id}`)).body as Json;
    const path = `/admin/v1/towns/main/films/${id}`;
    expect((await editor.put(path, { ...original.data, title: 'Правка один' })).status).toBe(200);
    expect((await editor.put(path, { ...original.data, title: 'Правка два', cast: [] })).status).toBe(200);
    const versions = await editor.get(`/admin/v1/towns/main/items/films/${id}/versions`);
    expect(versions.status).toBe(200);
    expect(
      conforms('/admin/v1/towns/{town}/items/{collection}/{id}/versions', 'get', 200, versions.body),
    ).toEqual([]);
    const list = versions.body as unknown as Json[];
    // The demo film's stored state first (it had no history), then both saves, newest first.
    expect(list.map((v) => v.title)).toEqual(['Правка два', 'Правка один', original.data.title]);
    expect(list[0]).toMatchObject({ savedBy: editor.email, status: 'published' });

    const restored = await editor.post(
      `/admin/v1/towns/main/items/films/${id}/versions/${list[2]!.id}/restore`,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const back = (await editor.get(path)).body as Json;
    expect(back.data).toEqual(original.data);
    expect(back.status).toBe('published');
    // The site shows it again.
    const shown = (await getJson(server.url('main', `kino/v1/films/${original.data.slug}`))).body as Json;
    expect(shown.title).toBe(original.data.title);
    const after = (await editor.get(`/admin/v1/towns/main/items/films/${id}/versions`))
      .body as unknown as Json[];
    expect(after.length).toBe(4);
    expect(after[0]!.title).toBe(original.data.title);
    const audit = (await admin.get('/admin/v1/audit?kind=film&perPage=20')).body.items as Json[];
    expect(audit.some((e) => e.summary.includes('восстановлена версия от'))).toBe(true);
    expect((await editor.post(`/admin/v1/towns/main/items/films/${id}/versions/999999/restore`)).status).toBe(
      404,
    );

    // Bounded: the oldest go.
    for (let i = 0; i < ITEM_VERSIONS_KEPT; i++)
      await editor.put(path, { ...original.data, description: `Версия ${i}` });
    const bounded = (await editor.get(`/admin/v1/towns/main/items/films/${id}/versions`))
      .body as unknown as Json[];
    expect(bounded.length).toBe(ITEM_VERSIONS_KEPT);
  });

  it('restores a version only through the save’s checks: an address taken since, a category deleted since', async () => {
    // The address: version 1 is «vozvrat-a», then the item moves to «vozvrat-b» and another item takes «vozvrat-a».
    const first = await editor.post('/admin/v1/towns/main/news', news('vozvrat-a'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const id = (first.body as Json).id as number;
    const path = `/admin/v1/towns/main/news/${id}`;
    expect((await editor.put(path, news('vozvrat-b'))).status).toBe(200);
    expect((await editor.post('/admin/v1/towns/main/news', news('vozvrat-a'))).status).toBe(201);
    const versions = (await editor.get(`/admin/v1/towns/main/items/news/${id}/versions`))
      .body as unknown as Json[];
    // Newest first: the save that moved it, then its creation.
    expect(versions.length).toBe(2);
    const old = versions[1]!;
    const taken = await editor.post(`/admin/v1/towns/main/items/news/${id}/versions/${old.id}/restore`);
    expect(taken.status).toBe(409);
    expect(taken.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(taken.body.errors).toEqual([{ field: 'body.slug', message: expect.any(String) }]);
    // Nothing was stored: the item keeps its address, and the refused restore is no new version.
    expect(((await editor.get(path)).body as Json).data.slug).toBe('vozvrat-b');
    expect(
      ((await editor.get(`/admin/v1/towns/main/items/news/${id}/versions`)).body as unknown as Json[]).length,
    ).toBe(versions.length);

    // A category: the film's version names one deleted since.
    const category = await editor.post('/admin/v1/towns/main/film-categories', {
      slug: 'vremennaja',
      name: 'Временная',
    });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const films = (await editor.get('/admin/v1/towns/main/films?perPage=1')).body.items as Json[];
    const filmPath = `/admin/v1/towns/main/films/${films[0]!.id}`;
    const film = ((await editor.get(filmPath)).body as Json).data;
    expect(
      (await editor.put(filmPath, { ...film, categories: [...film.categories, 'vremennaja'] })).status,
    ).toBe(200);
    const withCategory = (
      (await editor.get(`/admin/v1/towns/main/items/films/${films[0]!.id}/versions`))
        .body as unknown as Json[]
    )[0]!;
    expect((await editor.put(filmPath, film)).status).toBe(200);
    expect((await editor.delete('/admin/v1/towns/main/film-categories/vremennaja')).status).toBe(204);
    const gone = await editor.post(
      `/admin/v1/towns/main/items/films/${films[0]!.id}/versions/${withCategory.id}/restore`,
    );
    expect(gone.status).toBe(400);
    expect(gone.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(gone.body.errors).toEqual([
      {
        field: `body.categories.${film.categories.length}`,
        message: 'Категории «vremennaja» нет в этом городе.',
      },
    ]);
    expect(((await editor.get(filmPath)).body as Json).data.categories).toEqual(film.categories);
  });
});
