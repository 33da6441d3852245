// The media library over HTTP: an upload is listed with its file name, searched, found where an item shows it,
// refused deletion while shown, and deleted (its addresses then 404) once no item shows it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, PUBLIC, type Running, start } from './helpers.ts';
import { type StaffClient, staffMember } from './staff-helpers.ts';

const LIBRARY = '/admin/v1/towns/main/images';

describe.each(DATABASES)('the media library on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  let editor: StaffClient;

  beforeAll(async () => {
    server = await start(database, { adminDir: false });
    editor = await staffMember(server, PUBLIC, 'editor', ['main']);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  async function upload(name: string, alt: string) {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('alt', alt);
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    const answer = await fetch(`${server.origin}${LIBRARY}`, {
      method: 'POST',
      headers: { cookie: editor.cookie!, origin: PUBLIC },
      body: form,
    });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { url: string; variants: Array<{ url: string }> };
  }

  const list = async (query = '') => {
    const answer = await editor.call('GET', `${LIBRARY}${query}`);
    expect(answer.status).toBe(200);
    expect(conforms(LIBRARY.replace('main', '{town}'), 'get', 200, answer.body)).toEqual([]);
    return answer.body as {
      items: Array<{
        id: string;
        fileName: string | null;
        image: { url: string; alt: string };
        uses: unknown[];
      }>;
      meta: { total: number };
    };
  };

  it('lists, searches, names the uses of and guards an uploaded image', async () => {
    const image = await upload('zal-imax.png', 'Зал IMAX до ремонта');
    const id = /uploads\/([0-9a-f-]{36})-/.exec(image.url)![1]!;

    const all = await list();
    const listed = all.items.find((item) => item.id === id);
    expect(listed).toMatchObject({ fileName: 'zal-imax.png', uses: [] });
    expect(listed!.image.url).toBe(image.url);
    expect((await list('?q=imax')).items.map((i) => i.id)).toContain(id);
    expect((await list('?q=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82')).items.map((i) => i.id)).toContain(id); // «ремонт»
    expect((await list('?q=nothing-like-it')).items).toEqual([]);

    // A film shows it as its poster: listed as used, and the delete is refused naming the film.
    const films = await editor.call('GET', '/admin/v1/towns/main/films?perPage=1');
    const filmId = (films.body.items as Array<{ id: number }>)[0]!.id;
    const film = await editor.call('GET', `/admin/v1/towns/main/films/${filmId}`);
    const data = film.body.data as Record<string, unknown> & { title: string; poster: unknown };
    const put = await editor.call('PUT', `/admin/v1/towns/main/films/${filmId}`, {
      ...data,
      poster: { ...image, alt: 'Постер' },
    });
    expect(put.status).toBe(200);
    const used = (await list()).items.find((item) => item.id === id)!;
    expect(used.uses).toEqual([{ kind: 'film', id: String(filmId), title: data.title }]);
    expect((await list('?unused=true')).items.map((i) => i.id)).not.toContain(id);
    const refused = await editor.call('DELETE', `${LIBRARY}/${id}`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(data.title);

    // In «Корзина» the film may come back: its poster stays in use.
    expect((await editor.call('DELETE', `/admin/v1/towns/main/films/${filmId}`)).status).toBe(204);
    const trashed = (await list()).items.find((item) => item.id === id)!;
    expect(trashed.uses).toEqual([{ kind: 'film', id: String(filmId), title: `${data.title} (в корзине)` }]);
    const bin = await editor.call('GET', '/admin/v1/towns/main/trash');
    const entry = (bin.body as unknown as Array<{ id: number; itemId: number }>).find(
      (i) => i.itemId === filmId,
    )!;
    expect((await editor.call('POST', `/admin/v1/towns/main/trash/${entry.id}/restore`)).status).toBeLessThan(
      300,
    );

    // The library's text alternative changes; the film keeps its own.
    const renamed = await editor.call('PATCH', `${LIBRARY}/${id}`, { alt: 'Зал IMAX после ремонта' });
    expect(renamed.status).toBe(200);
    expect((renamed.body.image as { alt: string }).alt).toBe('Зал IMAX после ремонта');

    // Back to its old poster, the image is unused and can go; its files are gone with it.
    expect((await editor.call('PUT', `/admin/v1/towns/main/films/${filmId}`, data)).status).toBe(200);
    expect((await list('?unused=true')).items.map((i) => i.id)).toContain(id);
    expect((await editor.call('DELETE', `${LIBRARY}/${id}`)).status).toBe(204);
    expect((await fetch(image.variants[0]!.url.replace(PUBLIC, server.origin))).status).toBe(404);
    expect((await list()).items.map((i) => i.id)).not.toContain(id);
    expect((await editor.call('DELETE', `${LIBRARY}/${id}`)).status).toBe(404);
  });

  it('keeps each town its own', async () => {
    const image = await upload('afisha.png', 'Афиша');
    const id = /uploads\/([0-9a-f-]{36})-/.exec(image.url)![1]!;
    const admin = await staffMember(server, PUBLIC, 'admin');
    const rechitsa = await admin.call('GET', '/admin/v1/towns/rechitsa/images');
    expect((rechitsa.body.items as Array<{ id: string }>).map((i) => i.id)).not.toContain(id);
    expect((await admin.call('DELETE', `/admin/v1/towns/rechitsa/images/${id}`)).status).toBe(404);
  });
});
