// Links and quotes in staff-written rich text over HTTP: stored and shown as written, offsets and addresses checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, getJson, PUBLIC, type Running, start } from './helpers.ts';
import { movableClock, staffMember } from './staff-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

const CONTENT = [
  {
    type: 'paragraph',
    text: 'Билеты — на сайте и в кассе.',
    links: [{ from: 9, to: 17, href: '/rechitsa/afisha/' }],
  },
  {
    type: 'list',
    ordered: false,
    items: ['Пишите нам', 'Звоните'],
    itemLinks: [[{ from: 0, to: 10, href: 'mailto:info@kino.example' }], []],
  },
  { type: 'quote', text: 'Кино — это жизнь, из которой вырезано всё скучное.', cite: 'Альфред Хичкок' },
];

describe.each(DATABASES)('rich text links and quotes on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  let editor: Awaited<ReturnType<typeof staffMember>>;
  let item: Json;
  beforeAll(async () => {
    server = await start(database, { now: movableClock().now, adminDir: false });
    editor = await staffMember(server, PUBLIC, 'editor', ['rechitsa']);
    const page = (await editor.get('/admin/v1/towns/rechitsa/news?perPage=1')).body.items as Json[];
    item = (await editor.get(`/admin/v1/towns/rechitsa/news/${page[0]!.id}`)).body as Json;
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const putContent = (content: unknown[]) =>
    editor.put(`/admin/v1/towns/rechitsa/news/${item.id}`, { ...item.data, content });

  it('stores a news item with links and a quote and shows them on the site as written', async () => {
    const saved = await putContent(CONTENT);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as Json).data.content).toEqual(CONTENT);
    const article = await getJson(server.url('rechitsa', `kino/v1/news/${item.data.slug}`));
    expect(article.status).toBe(200);
    expect((article.body as Json).content).toEqual(CONTENT);
    expect(conforms('/kino/v1/news/{id}', 'get', 200, article.body)).toEqual([]);
  });

  it('names the link whose offsets do not fit its text', async () => {
    const text = 'Короткий текст';
    const past = await putContent([
      { type: 'heading', level: 2, text: 'Заголовок' },
      { type: 'paragraph', text, links: [{ from: 0, to: text.length + 1, href: 'https://example.org/' }] },
    ]);
    expect(past.status).toBe(400);
    expect(past.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((past.body.errors as Json[]).map((e) => e.field)).toEqual(['body.content.1.links.0.to']);

    const unordered = await putContent([
      {
        type: 'paragraph',
        text,
        links: [
          { from: 5, to: 8, href: '/a' },
          { from: 2, to: 4, href: '/b' },
          { from: 9, to: 9, href: '/c' },
        ],
      },
    ]);
    expect(unordered.status).toBe(400);
    expect((unordered.body.errors as Json[]).map((e) => e.field)).toEqual([
      'body.content.0.links.1.from',
      'body.content.0.links.2.to',
    ]);

    const items = await putContent([
      { type: 'list', ordered: true, items: ['раз', 'два'], itemLinks: [[]] },
      {
        type: 'list',
        ordered: true,
        items: ['раз', 'два'],
        itemLinks: [[], [{ from: 1, to: 4, href: '/x' }]],
      },
    ]);
    expect(items.status).toBe(400);
    expect((items.body.errors as Json[]).map((e) => e.field)).toEqual([
      'body.content.0.itemLinks',
      'body.content.1.itemLinks.1.0.to',
    ]);
  });

  it('takes only web, mail, phone and site addresses, and quotes with text', async () => {
    for (const href of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x', 'ftp://example.org/']) {
      const bad = await putContent([
        { type: 'paragraph', text: 'Ссылка', links: [{ from: 0, to: 6, href }] },
      ]);
      expect(bad.status, href).toBe(400);
      expect((bad.body.errors as Json[])[0]!.field, href).toMatch(/^body\.content\.0/);
    }
    for (const href of ['https://example.org/a?b=c', 'http://kino.example', 'tel:+375234021515', '/gomel/']) {
      const good = await putContent([
        { type: 'paragraph', text: 'Ссылка', links: [{ from: 0, to: 6, href }] },
      ]);
      expect(good.status, href).toBe(200);
    }
    const empty = await putContent([{ type: 'quote', text: '', cite: null }]);
    expect(empty.status).toBe(400);
    expect((empty.body.errors as Json[])[0]!.field).toMatch(/^body\.content\.0/);
  });

  it('checks the links of a page as well', async () => {
    const about = (await editor.get('/admin/v1/towns/rechitsa/pages/about')).body as Json;
    const bad = await editor.put('/admin/v1/towns/rechitsa/pages/about', {
      ...about.data,
      content: [{ type: 'paragraph', text: 'Абв', links: [{ from: 0, to: 9, href: '/x' }] }],
    });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as Json[]).map((e) => e.field)).toEqual(['body.content.0.links.0.to']);
  });
});
