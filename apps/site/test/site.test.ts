// Route tests: the production build of the site against the real content service, over HTTP.
import { createHash } from 'node:crypto';
import { cinemaDayOf } from '@kino/api/cinema-time';
import { unwrap } from '@kino/api/client';
import { routeNameIn } from '@kino/api/towns';
import type { Film } from '@kino/api/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let films: Film[];

beforeAll(async () => {
  h = await startHarness({
    SITE_ROUTE_RULES: JSON.stringify({
      '/old-afisha/': { redirect: '/afisha/', status: 301 },
      '/tickets/': { redirect: 'https://tickets.kino.example/', status: 302 },
    }),
  });
  films = unwrap(await h.client.main.GET('/kino/v1/films'));
});

afterAll(() => h?.close());

const get = (path: string, init?: RequestInit) => fetch(`${h.site}${path}`, { redirect: 'manual', ...init });
const html = async (path: string) => {
  const response = await get(path);
  return { response, text: await response.text() };
};
const title = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1];

describe('trailing slash (spec §2)', () => {
  it('301s a path without the slash to the slashed path, keeping the query', async () => {
    for (const [from, to] of [
      ['/afisha?day=2026-11-22', '/afisha/?day=2026-11-22'],
      ['/rechitsa', '/rechitsa/'],
      ['/rechitsa/contacts', '/rechitsa/contacts/'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });
  it('301s another spelling of a page to its one address (case, doubled slashes)', async () => {
    for (const [from, to] of [
      ['/RECHITSA/contacts/', '/rechitsa/contacts/'],
      ['/Rechitsa/afisha/?day=2026-11-22', '/rechitsa/afisha/?day=2026-11-22'],
      ['/AFISHA/', '/afisha/'],
      ['/afisha//', '/afisha/'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });
  it('leaves files alone', async () => {
    expect((await get('/favicon.ico')).status).toBe(200);
    expect((await get('/favicon.svg')).headers.get('content-type')).toContain('svg');
  });
});

describe('pages of both towns (server-rendered content)', () => {
  it('renders every route of both towns with its content and head', async () => {
    for (const town of ['main', 'rechitsa'] as const) {
      const prefix = town === 'main' ? '' : '/rechitsa';
      const client = h.client[town];
      const townFilm = unwrap(await client.GET('/kino/v1/films'))[0]!;
      // The schedule renders one cinema day: a film on today.
      const todayFilm = unwrap(
        await client.GET('/kino/v1/films', { params: { query: { date: cinemaDayOf(new Date()) } } }),
      )[0]!;
      const news = unwrap(await client.GET('/kino/v1/news')).items[0]!;
      const vacancy = unwrap(await client.GET('/kino/v1/vacancy')).items[0]!;
      const hall = unwrap(await client.GET('/kino/v1/hall'))[0]!;
      const eventCat = unwrap(await client.GET('/kino/v1/event-categories'))[0]!;
      const pages: Array<[string, string | undefined]> = [
        ['/', townFilm.title],
        ['/afisha/', todayFilm.title],
        ['/skoro/', undefined],
        [`/afisha/${townFilm.slug}/`, townFilm.title],
        ['/movie_cat/dlja-detej/', undefined],
        [`/events_cat/${eventCat.slug}/`, undefined],
        ['/news/', news.title],
        [`/news/${news.slug}/`, news.title],
        ['/certificates/', undefined],
        ['/cinema/', hall.name],
        ['/contacts/', undefined],
        ['/documents/', undefined],
        ['/documents/personal-data/', undefined],
        ['/faq/', undefined],
        [`/hall/${hall.slug}/`, hall.name],
        ['/services/', undefined],
        ['/vacancies/', undefined],
        [`/vacancies/${vacancy.slug}/`, undefined],
      ];
      for (const [path, expected] of pages) {
        const { response, text } = await html(`${prefix}${path}`);
        expect(response.status, `${prefix}${path}`).toBe(200);
        expect(title(text), `${prefix}${path}`).toBeTruthy();
        if (expected)
          expect(text, `${prefix}${path}`).toContain(expected.replace(/"/g, '&quot;').split('&')[0]);
        expect(text).toContain('<link rel="canonical"');
      }
    }
  });

  it('answers 404 with the error page for unknown slugs and paths', async () => {
    for (const path of [
      '/afisha/no-such-film/',
      '/news/no-such-news/',
      '/rechitsa/hall/nope/',
      '/nope/',
      '/rechitsa/x/y/',
    ]) {
      const { response, text } = await html(path);
      expect(response.status, path).toBe(404);
      expect(title(text)).toBe('404');
      expect(text).toContain('Что-то пошло не так. Кажется, страница не найдена');
      expect(text).toContain('Вернуться на главную');
      expect(text).toContain(`Page not found: ${path}`);
    }
  });

  it('links the error page button to the index of the current town', async () => {
    const { text } = await html('/rechitsa/nope/');
    expect(text).toMatch(/href="\/rechitsa\/"[^>]*>[^<]*Вернуться на главную/);
  });
});

describe('town switcher (spec §2 variant rules)', () => {
  const switchHref = (text: string) =>
    /<a[^>]*class="town-switch"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="town-switch"/.exec(text);
  it('maps a film page to the same film in Rechitsa and back to the main home page', async () => {
    const slug = films[0]!.slug;
    const main = switchHref((await html(`/afisha/${slug}/`)).text);
    // Marked as a switch, so a film Rechitsa does not show lands on its afisha instead of a 404.
    const there = (main?.[1] ?? main?.[2])?.replaceAll('&amp;', '&');
    expect(there).toBe(`/rechitsa/afisha/${slug}/?town-switch=1`);
    // The item exists there: the mark is dropped on the way (a missing one would lead to the afisha).
    const landed = await get(there!);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe(`/rechitsa/afisha/${slug}/`);
    const back = switchHref((await html(`/rechitsa/afisha/${slug}/`)).text);
    expect(back?.[1] ?? back?.[2]).toBe('/');
  });
  it('maps index to rechitsa and rechitsa-contacts back to contacts', async () => {
    const home = switchHref((await html('/')).text);
    expect(home?.[1] ?? home?.[2]).toBe('/rechitsa/');
    const contacts = switchHref((await html('/rechitsa/contacts/')).text);
    expect(contacts?.[1] ?? contacts?.[2]).toBe('/contacts/');
  });
  it("sends a client navigation's switch to the page's own address, never to its data request's", async () => {
    const slug = films[0]!.slug;
    const data = `/rechitsa/afisha/${slug}/_.data?town-switch=1`;
    // A partial data request (`_routes`) is sent to the marked page as a document; a whole one to the clean page.
    for (const [request, target] of [
      [
        `${data}&_routes=${encodeURIComponent(routeNameIn('afisha-film', 'rechitsa'))}`,
        `/rechitsa/afisha/${slug}/?town-switch=1`,
      ],
      [data, `/rechitsa/afisha/${slug}/`],
    ] as const) {
      const body = await (await get(request)).text();
      expect(/"redirect","([^"]+)"/.exec(body)?.[1], request).toBe(target);
    }
  });
});

describe('methods', () => {
  it('answers HEAD with the headers of GET, and a post to a page 405 saying what it allows', async () => {
    const head = await get('/afisha/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const post = await get('/afisha/', { method: 'POST', body: 'x=1' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.headers.get('cache-control')).toBe('no-store');
  });
});

describe('lists a page at a time', () => {
  it("answers a list's later page with a canonical of its own, and a page past the last 404", async () => {
    const news = unwrap(await h.client.main.GET('/kino/v1/news', { params: { query: { page: 1 } } }));
    expect(news.meta.totalPages, 'the demo news fill more than one page').toBeGreaterThan(1);
    const { response, text } = await html('/news/?page=2');
    expect(response.status).toBe(200);
    expect(text).toMatch(/<link rel="canonical" href="[^"]*\/news\/\?page=2"/);
    expect((await get(`/news/?page=${news.meta.totalPages + 1}`)).status).toBe(404);
    expect((await get('/rechitsa/documents/?page=50')).status).toBe(404);
    // An empty list is still its first page.
    expect((await get('/vacancies/?page=1')).status).toBe(200);
  });

  it("loads a client navigation's data for the page's own address, not the data request's (v8_passThroughRequests)", async () => {
    // The loaders get the request as it came (`/news/_.data?page=2&_routes=…`) and read the page from `url`: the
    // head they load is the page's (its canonical), and the town is the path's.
    for (const [data, page] of [
      [`/news/_.data?page=2&_routes=${encodeURIComponent(routeNameIn('news', 'main'))}`, '/news/?page=2'],
      ['/rechitsa/afisha/_.data', '/rechitsa/afisha/'],
    ] as const) {
      const response = await get(data);
      expect(response.status, data).toBe(200);
      const body = await response.text();
      const canonical = new URL(/"canonical","href","([^"]+)"/.exec(body)?.[1] ?? 'none:');
      expect(`${canonical.pathname}${canonical.search}`, data).toBe(page);
      expect(body, data).not.toContain('.data');
    }
  });
});

describe('route rules (spec §8)', () => {
  it('redirects internally and externally with the configured status', async () => {
    const internal = await get('/old-afisha/?day=x');
    expect(internal.status).toBe(301);
    expect(internal.headers.get('location')).toBe('/afisha/?day=x');
    const external = await get('/tickets');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://tickets.kino.example/');
  });
});

describe('caching and security headers', () => {
  it('caches pages for 10 s with revalidation up to 54 s (60 s with the content caches), its scripts allowed by hash', async () => {
    const { response, text } = await html('/afisha/');
    expect(response.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('nonce');
    expect(text).not.toContain('nonce=');
    // Every inline script of the page is allowed by its hash, and nothing else inline is.
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    const inline = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, body]) => body && !/src=|application\/(ld\+)?json/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const [, , body] of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBe(
      new Set(inline.map(([, , body]) => body)).size,
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain(`img-src 'self' data: ${h.content}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('caches hashed assets for a year and never caches the version file', async () => {
    const { text } = await html('/');
    const asset = /\/assets\/[^"\s]+\.js/.exec(text)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const version = await get('/builds/latest.json');
    expect(version.headers.get('cache-control')).toBe('no-store');
    expect(await version.json()).toMatchObject({ id: expect.any(String) });
  });
  it('gives every visitor the same bytes and headers for the same page, cached or rendered', async () => {
    // A page no other test asks for: its first render is this test's (a schedule shows the minute it was made).
    const first = await html('/contacts/?callback=1');
    const again = [await html('/contacts/?callback=1'), await html('/contacts/?callback=1')];
    for (const { response, text } of again) {
      expect(response.headers.get('x-page-cache')).toMatch(/^(hit|stale)$/);
      expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(0);
      expect(text).toBe(first.text);
      expect(response.headers.get('content-security-policy')).toBe(
        first.response.headers.get('content-security-policy'),
      );
      expect(response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    }
    // No seed in the page: the browser makes one when the form is first sent.
    expect(first.text).toMatch(/name="_submission" value=""/);
    // Rendered twice past the cache (the site's own cookie): the same bytes, policy and ETag again.
    const rendered = await Promise.all([1, 2].map(() => get('/faq/', { headers: { cookie: 'session=1' } })));
    expect(rendered.map((r) => r.headers.get('x-page-cache'))).toEqual([null, null]);
    const [one, two] = await Promise.all(rendered.map((r) => r.text()));
    expect(one).toBe(two);
    expect(rendered[0]!.headers.get('content-security-policy')).toBe(
      rendered[1]!.headers.get('content-security-policy'),
    );
    expect(rendered[0]!.headers.get('etag')).toBe(rendered[1]!.headers.get('etag'));
  });
  it('names a page by the hash of its body: a client that has it gets a 304', async () => {
    const { response, text } = await html('/faq/');
    const etag = response.headers.get('etag');
    expect(etag).toBe(`W/"${createHash('sha1').update(text).digest('base64url')}"`);
    const conditional = await get('/faq/', { headers: { 'if-none-match': etag! } });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
    expect(conditional.headers.get('etag')).toBe(etag);
    expect((await get('/faq/', { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
    // Not cached (the site's own cookie): rendered, and still answered 304 by the server entry.
    const personal = await get('/faq/', { headers: { 'if-none-match': etag!, cookie: 'session=1' } });
    expect(personal.status).toBe(304);
  });
  it('does not share pages with requests that carry the site’s own cookies', async () => {
    const response = await get('/contacts/', { headers: { cookie: 'session=1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-cache')).toBeNull();
  });
  it('compresses: a cached page as stored, brotli or gzip made once, the same page as the identity one', async () => {
    // A page no other test asks for: the render stored here is the one every answer below is made from.
    const page = '/afisha/?time=morning';
    const identity = await get(page, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    const plain = await identity.text();
    for (const [asked, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br', 'br'],
    ] as const) {
      const response = await get(page, { headers: { 'accept-encoding': asked } });
      expect(response.headers.get('x-page-cache')).toBe('hit');
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await response.text()).toBe(plain); // fetch decodes it as a browser does
    }
  });
});

const callbackBody = (fields: Record<string, string>) =>
  new URLSearchParams({
    _submission: 'seed-1',
    name: 'Анна',
    phone: '+375 (29) 123-45-67',
    preferredTime: 'evening',
    consent: 'true',
    website: '',
    ...fields,
  });

/** Where a form of a page is sent without JavaScript: the `action` of its <form> with that key, as the page has it. */
async function formAction(path: string, key: string): Promise<string> {
  // The header's dialog is in a page only when the page is asked for with it (the no-JS link's `?callback=1`).
  const { text } = await html(key === 'callback-dialog-form' ? `${path}?callback=1` : path);
  for (const [, raw] of text.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)) {
    const action = raw!.replaceAll('&amp;', '&');
    if (new URL(action, h.site).searchParams.get('key') === key) return action;
  }
  throw new Error(`${path} has no form with the key ${key}`);
}

describe('callback form (spec §1) without JavaScript', () => {
  it('files the request with a normalised phone and redirects to a thank-you state (PRG)', async () => {
    const before = (await h.applications()).length;
    const response = await get(await formAction('/contacts/', 'callback'), {
      method: 'POST',
      body: callbackBody({ comment: 'Первый звонок' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contacts/?sent=callback#callback');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stored = await h.applications();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      kind: 'callback',
      town: 'main',
      name: 'Анна',
      phone: '+375291234567',
    });
    const after = await html('/contacts/?sent=callback');
    expect(after.text).toContain('Заявка принята');
  });

  it("files the header dialog's request from both home pages (issue 16: they answered 405)", async () => {
    for (const [home, town] of [
      ['/', 'main'],
      ['/rechitsa/', 'rechitsa'],
    ] as const) {
      const before = (await h.applications()).length;
      const name = `Звонок с главной ${town === 'main' ? 'Гомеля' : 'Речицы'}`;
      const response = await get(await formAction(home, 'callback-dialog-form'), {
        method: 'POST',
        body: callbackBody({ name, _submission: `seed-home-${town}` }),
      });
      expect(response.status, home).toBe(303);
      expect(response.headers.get('location'), home).toBe(
        `${home}?sent=callback-dialog-form#callback-dialog`,
      );
      const stored = await h.applications();
      expect(stored, home).toHaveLength(before + 1);
      expect(stored.at(-1), home).toMatchObject({ kind: 'callback', town, name });
    }
  });

  it('files one application for a double submit (same Idempotency-Key)', async () => {
    const before = (await h.applications()).length;
    const body = callbackBody({ comment: 'Двойной клик', _submission: 'seed-double' });
    const action = await formAction('/rechitsa/services/', 'callback-dialog-form');
    const [a, b] = await Promise.all([
      get(action, { method: 'POST', body }),
      get(action, { method: 'POST', body }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const stored = await h.applications();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ town: 'rechitsa' });
  });

  it('files one application for the same fields sent again without JavaScript (no seed: the key is the fields)', async () => {
    const before = (await h.applications()).length;
    const body = callbackBody({
      name: 'Без скрипта дважды',
      comment: `Перезагрузка ${Date.now()}`,
      _submission: '',
    });
    const action = await formAction('/contacts/', 'callback');
    const first = await get(action, { method: 'POST', body });
    const reload = await get(action, { method: 'POST', body });
    expect([first.status, reload.status]).toEqual([303, 303]);
    expect(await h.applications()).toHaveLength(before + 1);
    // Other fields are another application.
    await get(action, {
      method: 'POST',
      body: callbackBody({ ...Object.fromEntries(body), comment: 'Другое' }),
    });
    expect(await h.applications()).toHaveLength(before + 2);
  });

  it('re-renders the form with what was typed and field errors, opened at the form', async () => {
    const before = (await h.applications()).length;
    const action = await formAction('/contacts/', 'callback');
    // The answer's address ends in the form's anchor: the browser opens the page there, not at its top.
    expect(action).toMatch(/#callback$/);
    expect(await formAction('/contacts/', 'callback-dialog-form')).toMatch(/#callback-dialog$/);
    const response = await get(action, {
      method: 'POST',
      body: callbackBody({ name: 'Борис Незабытый', phone: '12345', consent: '' }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('value="Борис Незабытый"');
    expect(text).toContain('value="12345"');
    expect(text).toContain('Укажите белорусский номер');
    expect(text).toContain('Нужно согласие на обработку персональных данных');
    expect(await h.applications()).toHaveLength(before);
    // One policy, not the rendered page's as well.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('starts the comment with what a no-JS «Заказать» link orders (its ?about=)', async () => {
    const about = 'Заказ: «Кино на двоих»';
    const { text } = await html(`/certificates/?topic=certificates&about=${encodeURIComponent(about)}`);
    expect(text).toMatch(/<option value="certificates" selected="">/);
    const comment = /<textarea id="callback-dialog-form-comment"[^>]*>([^<]*)<\/textarea>/.exec(text)?.[1];
    expect(comment).toBe('Заказ: «Кино на двоих». ');
  });

  it('lets the dialog answered without JavaScript be closed: its close link leads to the page without it', async () => {
    const response = await get(await formAction('/rechitsa/contacts/', 'callback-dialog-form'), {
      method: 'POST',
      body: callbackBody({ name: 'Без скрипта', phone: '1', _submission: 'seed-close' }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/<dialog id="callback-dialog"[^>]* open=""/);
    expect(text).toContain('<a href="/rechitsa/contacts/#main" class="icon-button" aria-label="Закрыть">');
  });

  it('answers a fetcher submission (JavaScript) with data instead of a redirect', async () => {
    // What a fetcher sends: React Router's data request for the form route, marked as sent by a script.
    const action = new URL(await formAction('/certificates/', 'callback-dialog-form'), h.site);
    action.pathname += '_.data';
    action.searchParams.set('js', '1');
    const response = await get(`${action.pathname}${action.search}`, {
      method: 'POST',
      body: callbackBody({ comment: 'С JS', _submission: 'seed-js' }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('success');
  });
});

describe('vacancy form', () => {
  it('forwards the application with the CV as multipart', async () => {
    const vacancy = unwrap(await h.client.main.GET('/kino/v1/vacancy')).items[0]!.slug;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      _submission: 'seed-cv',
      vacancy,
      name: 'Ольга Петрова',
      phone: '8 029 765-43-21',
      email: 'olga@example.by',
      message: 'Хочу работать у вас',
      consent: 'true',
    }))
      form.set(k, v);
    form.set(
      'cv',
      new File([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')], 'cv.pdf', {
        type: 'application/pdf',
      }),
    );
    const response = await get(await formAction(`/vacancies/${vacancy}/`, 'vacancy'), {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/vacancies/${vacancy}/?sent=vacancy#apply`);
    expect((await h.applications()).at(-1)).toMatchObject({
      kind: 'vacancy',
      vacancySlug: vacancy,
      phone: '+375297654321',
      cvFilename: 'cv.pdf',
    });
  });

  const vacancyForm = (fields: Record<string, string>, cv?: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (cv) form.set('cv', cv);
    return form;
  };

  it('keeps what was typed when the CV is over the limit (no JavaScript: the body is cut at the limit)', async () => {
    const vacancy = unwrap(await h.client.main.GET('/kino/v1/vacancy')).items[0]!.slug;
    const big = new File([Buffer.alloc(6 * 1024 * 1024, 0x25)], 'big.pdf', { type: 'application/pdf' });
    const before = (await h.applications()).length;
    const response = await get(await formAction(`/vacancies/${vacancy}/`, 'vacancy'), {
      method: 'POST',
      body: vacancyForm(
        { vacancy, name: 'Ольга Большая', phone: '+375291112244', email: 'big@example.by', consent: 'true' },
        big,
      ),
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).toContain('value="Ольга Большая"');
    expect(text).toContain('value="big@example.by"');
    expect(text).toContain('Файл резюме больше 5 МБ.');
    expect(await h.applications()).toHaveLength(before);
  });

  it('asks for the CV again when a page without JavaScript is answered with a refusal', async () => {
    const vacancy = unwrap(await h.client.main.GET('/kino/v1/vacancy')).items[0]!.slug;
    const cv = new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'cv.pdf', { type: 'application/pdf' });
    const response = await get(await formAction(`/vacancies/${vacancy}/`, 'vacancy'), {
      method: 'POST',
      body: vacancyForm(
        { vacancy: 'no-such-vacancy', name: 'Ира', phone: '+375291112233', consent: 'true' },
        cv,
      ),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('Прикрепите файл резюме ещё раз.');
    // The vacancy has no field of its own: the refusal is the form's message.
    expect(text).toMatch(
      /<p class="form-alert" role="alert" tabindex="-1">Этой вакансии больше нет на сайте/,
    );
  });

  it('maps the content service field errors (body.vacancy) back to the form, keeping what was typed', async () => {
    const vacancy = unwrap(await h.client.main.GET('/kino/v1/vacancy')).items[0]!.slug;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      vacancy: 'no-such-vacancy',
      name: 'Ира',
      phone: '+375291112233',
      consent: 'true',
    }))
      form.set(k, v);
    const response = await get(await formAction(`/vacancies/${vacancy}/`, 'vacancy'), {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('value="Ира"');
  });
});
