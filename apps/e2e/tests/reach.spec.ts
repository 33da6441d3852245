// Reach (issue 15), both towns: the sitemap and robots.txt, sharing images, structured data against Google's rules,
// a session's calendar file, the showtimes feed against the schedule page, and analytics only after consent.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calendarFeedPath, showtimesPath } from '@kino/api/feeds';
import { freePort } from '@kino/browser/ports';
import type { Page, Request } from '@playwright/test';
import ICAL from 'ical.js';
import { SUITE_NOW } from '#src/clock.ts';
import { content, TOWNS, todayCandidates } from '#src/content.ts';
import { expect, openPage, test, waitForHydration } from '#src/fixtures.ts';
import { type ServerProcess, startServer } from '#src/harness/process.ts';
import { jsonLdNodes, MINSK_DATE_TIME, missingProperties, type Node } from '#src/rich-results.ts';
import { PREFIX } from '#src/routes.ts';
import { runEnv } from '#src/run-env.ts';

const [TODAY] = todayCandidates() as [string];
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const LOG_DIR = fileURLToPath(new URL('../test-results/logs', import.meta.url));

/** The `<loc>` and `<lastmod>` of every entry of a sitemap (or sitemap index). */
function entriesOf(xml: string): Array<{ loc: string; lastmod: string | undefined }> {
  return [...xml.matchAll(/<(?:url|sitemap)>([\s\S]*?)<\/(?:url|sitemap)>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!.replaceAll('&amp;', '&'),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry!)?.[1],
  }));
}

/** Width and height of a JPEG (its first SOFn segment) or PNG (IHDR); undefined for anything else. */
function rasterSize(bytes: Buffer): { type: 'jpeg' | 'png'; width: number; height: number } | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute('content');

test.describe('search engines', () => {
  test('robots.txt names the sitemap and keeps crawlers out of the staff workspace, previews and forms', async ({
    request,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain(`Sitemap: ${runEnv().siteUrl}/sitemap.xml`);
    for (const path of ['/admin/', '/*?preview=', '/forms/', '/rechitsa/forms/'])
      expect(text).toContain(`Disallow: ${path}\n`);
  });

  for (const town of TOWNS) {
    test(`the sitemap of ${town} lists its films, news and vacancies, and every URL in it answers 200`, async ({
      request,
    }) => {
      test.setTimeout(180_000);
      const index = entriesOf(await (await request.get('/sitemap.xml')).text());
      const own = index.find((entry) => entry.loc.endsWith(`/sitemap-${town}.xml`));
      expect(own, 'the index names the town’s sitemap').toBeDefined();
      const answer = await request.get(new URL(own!.loc).pathname);
      expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
      const urls = entriesOf(await answer.text());
      const paths = urls.map((entry) => new URL(entry.loc).pathname);
      const prefix = PREFIX[town];
      const [film] = await content.films(town);
      const [article] = (await content.news(town)).items;
      const [vacancy] = (await content.vacancies(town)).items;
      expect(paths).toContain(`${prefix}/afisha/${film!.slug}/`);
      expect(paths).toContain(`${prefix}/news/${article!.slug}/`);
      expect(paths).toContain(`${prefix}/vacancies/${vacancy!.slug}/`);
      for (const entry of urls) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}/);
      for (const path of paths) {
        const page = await request.get(path, { maxRedirects: 0 });
        expect(page.status(), path).toBe(200);
      }
    });
  }
});

test.describe('sharing', () => {
  for (const town of TOWNS) {
    test(`a film page of ${town} shares a 1200×630 raster image`, async ({ page, request }) => {
      const [film] = await content.films(town);
      await openPage(page, `${PREFIX[town]}/afisha/${film!.slug}/`);
      const image = await meta(page, 'og:image');
      expect(await meta(page, 'twitter:image')).toBe(image);
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(page, 'og:image:width')).toBe('1200');
      expect(await meta(page, 'og:image:height')).toBe('630');
      expect(await meta(page, 'og:image:alt')).toContain(film!.title);
      const answer = await request.get(image!);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
      const size = rasterSize(await answer.body());
      expect(size && { width: size.width, height: size.height }).toEqual({ width: 1200, height: 630 });
    });
  }
});

test.describe('structured data (Google’s required and recommended properties)', () => {
  const expectValid = (node: Node, where: string) => {
    const missing = missingProperties(node);
    expect(missing.required, `${node['@type']} on ${where}: required`).toEqual([]);
    expect(missing.recommended, `${node['@type']} on ${where}: recommended`).toEqual([]);
  };
  const nodesOf = async (page: Page, path: string) => {
    await openPage(page, path);
    return jsonLdNodes(await page.content());
  };
  const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

  for (const town of TOWNS) {
    const prefix = PREFIX[town];

    test(`Movie and ScreeningEvents on a film page of ${town}`, async ({ page }) => {
      // The screenings still to come at the suite's evening: one that has started is neither scheduled nor on sale.
      const toCome = <S extends { startsAt: string }>(sessions: S[]) =>
        sessions.filter((s) => Date.parse(s.startsAt) > Date.parse(SUITE_NOW));
      const film = (await content.films(town)).find((f) => toCome(f.sessions).some((s) => s.soldOut))!;
      const sessions = toCome(film.sessions);
      const path = `${prefix}/afisha/${film.slug}/`;
      const nodes = await nodesOf(page, path);
      const [movie] = ofType(nodes, 'Movie');
      expectValid(movie!, path);
      const events = ofType(nodes, 'ScreeningEvent');
      expect(events.length).toBe(Math.min(30, sessions.length));
      for (const [i, event] of events.entries()) {
        expectValid(event, path);
        const session = sessions[i]!;
        expect(event.startDate).toMatch(MINSK_DATE_TIME);
        expect(Date.parse(event.startDate)).toBe(Date.parse(session.startsAt));
        expect(event.location['@type']).toBe('MovieTheater');
        expect(event.location.containsPlace.name).toBe(session.hall.name);
        expect(event.offers.priceCurrency).toBe('BYN');
        expect(event.offers.url).toBe(session.ticketUrl);
        expect(event.offers.availability).toBe(
          session.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        );
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      }
      expect(events.some((event) => event.offers.availability === 'https://schema.org/SoldOut')).toBe(true);
      expectValid(ofType(nodes, 'BreadcrumbList')[0]!, path);
    });

    test(`MovieTheater (LocalBusiness) on the contacts page of ${town}`, async ({ page }) => {
      const path = `${prefix}/contacts/`;
      const nodes = await nodesOf(page, path);
      const [theatre] = ofType(nodes, 'MovieTheater');
      expectValid(theatre!, path);
      expect(theatre!.address.addressLocality).toBe((await content.info(town)).address.town);
      expectValid(ofType(nodes, 'BreadcrumbList')[0]!, path);
    });

    test(`NewsArticle on a news page and JobPosting on a vacancy page of ${town}`, async ({ page }) => {
      const [article] = (await content.news(town)).items;
      const newsPath = `${prefix}/news/${article!.slug}/`;
      const news = await nodesOf(page, newsPath);
      expectValid(ofType(news, 'NewsArticle')[0]!, newsPath);
      expectValid(ofType(news, 'BreadcrumbList')[0]!, newsPath);
      for (const vacancy of (await content.vacancies(town)).items) {
        const path = `${prefix}/vacancies/${vacancy.slug}/`;
        const nodes = await nodesOf(page, path);
        const [job] = ofType(nodes, 'JobPosting');
        expectValid(job!, path);
        expect(Date.parse(job!.validThrough)).toBeGreaterThan(Date.parse(SUITE_NOW));
        expect(job!.baseSalary !== undefined, `salary of ${vacancy.slug}`).toBe(vacancy.salary !== null);
      }
    });
  }
});

test.describe('calendars and the showtimes feed', () => {
  for (const town of TOWNS) {
    test(`a session’s «Добавить в календарь» of ${town} gives an .ics in Minsk time`, async ({
      page,
      request,
    }) => {
      const film = (await content.films(town, { date: TODAY })).find((f) =>
        f.sessions.some((s) => !s.soldOut && Date.parse(s.startsAt) > Date.parse(SUITE_NOW)),
      )!;
      await openPage(page, `${PREFIX[town]}/afisha/${film.slug}/`);
      const session = film.sessions.find(
        (s) => !s.soldOut && Date.parse(s.startsAt) > Date.parse(SUITE_NOW),
      )!;
      // The session is in «Ближайшие сеансы» at the top and in the schedule below: the same link twice.
      const link = page.locator(`a.session-calendar[href$="/${session.id}.ics"]`).first();
      await expect(link).toHaveAccessibleName(/^Добавить в календарь: сеанс в \d{2}:\d{2}, /);
      const answer = await request.get((await link.getAttribute('href'))!);
      expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
      const vevent = calendar.getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      // The local wall-clock time of the session, in Minsk's zone, and the same instant.
      expect(event.startDate.zone?.tzid).toBe('Europe/Minsk');
      expect(event.startDate.toString()).toBe(session.startsAt.slice(0, 19));
      expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(session.startsAt));
      expect(event.summary).toContain(film.title);
      expect(event.location).toContain(session.hall.name);
      expect(vevent.getFirstPropertyValue('url')).toBe(session.ticketUrl);
      expect(vevent.getFirstSubcomponent('valarm')).toBeTruthy();
    });

    test(`the showtimes feed of ${town} has the sessions the schedule page shows`, async ({
      page,
      request,
    }) => {
      await openPage(page, `${PREFIX[town]}/afisha/`);
      // Every session of today the page shows: ticket links, and the marks of those over or sold out.
      const shownTickets = await page
        .locator('main .sessions a.session[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const feedAnswer = await request.get(showtimesPath(town));
      expect(feedAnswer.headers().etag).toBeTruthy();
      const feed = (await feedAnswer.json()) as {
        days: string[];
        sessions: Array<{ cinemaDay: string; ticketUrl: string; soldOut: boolean; startsAt: string }>;
      };
      expect(feed.days[0]).toBe(TODAY);
      const today = feed.sessions.filter((s) => s.cinemaDay === TODAY);
      const onSale = today.filter((s) => !s.soldOut && Date.parse(s.startsAt) > Date.parse(SUITE_NOW));
      expect(new Set(shownTickets)).toEqual(new Set(onSale.map((s) => s.ticketUrl)));
      // The ones to come as chips under their films, the ones already started once, in «Начинается скоро»'s fold.
      const started = today.filter((s) => Date.parse(s.startsAt) <= Date.parse(SUITE_NOW));
      await expect(page.locator('main .sessions .session:not(.is-past)')).toHaveCount(
        today.length - started.length,
      );
      await page.locator('main details.past-sessions > summary').click();
      await expect(page.locator('main .upcoming-list.is-past > li')).toHaveCount(started.length);
      // The subscribable feed of the week has every session of the JSON feed.
      const week = new ICAL.Component(ICAL.parse(await (await request.get(calendarFeedPath(town))).text()));
      expect(week.getAllSubcomponents('vevent')).toHaveLength(feed.sessions.length);
    });
  }
});

test.describe('analytics only after consent', () => {
  test('without a counter configured there is no banner and no request to a counter', async ({ page }) => {
    const counters: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|yandex/.test(request.url())) counters.push(request.url());
    });
    await openPage(page, '/');
    await expect(page.getByRole('region', { name: 'Cookie и веб-аналитика' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Настройки cookie' })).toHaveCount(0);
    expect(counters).toEqual([]);
  });

  test.describe('with GTM_ID and YM_ID set', () => {
    test.describe.configure({ mode: 'serial' });
    const GTM = 'GTM-E2E15';
    const YM = '98765432';
    let site: ServerProcess | undefined;
    let siteUrl = '';

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const port = await freePort();
      siteUrl = `http://127.0.0.1:${port}`;
      const run = runEnv();
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const key of Object.keys(env))
        if (/^(SITE_|CONTENT_|GTM_ID|YM_ID|NODE_ENV)/.test(key)) delete env[key];
      site = await startServer({
        name: 'site with counters',
        command: 'pnpm',
        args: ['--filter', '@kino/site', 'start'],
        cwd: ROOT,
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_ORIGIN: siteUrl,
          CONTENT_URL_MAIN: `${run.proxyUrl}/main/`,
          CONTENT_URL_RECHITSA: `${run.proxyUrl}/rechitsa/`,
          SITE_NOW: SUITE_NOW,
          SITE_WORKERS: '1',
          GTM_ID: GTM,
          YM_ID: YM,
        },
        logFile: join(LOG_DIR, 'site-counters.log'),
        readyUrl: `${siteUrl}/`,
      });
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    /** Requests to the counters' hosts never leave the machine: answered here with an empty script, and noted. */
    async function interceptCounters(page: Page): Promise<Request[]> {
      const seen: Request[] = [];
      await page.route(
        /^https:\/\/(www\.googletagmanager\.com|mc\.yandex\.[a-z.]+|yastatic\.net)\//,
        (route) => {
          seen.push(route.request());
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* counter stub */' });
        },
      );
      return seen;
    }

    test('nothing loads before «Принять»; the tag manager and Metrika load after it, and the choice is kept', async ({
      page,
    }) => {
      const seen = await interceptCounters(page);
      const response = await page.goto(`${siteUrl}/afisha/`);
      const csp = response!.headers()['content-security-policy']!;
      expect(csp).toContain('https://www.googletagmanager.com');
      expect(csp).toContain('https://mc.yandex.ru');
      const banner = page.getByRole('region', { name: 'Cookie и веб-аналитика' });
      // The banner shows once the page has read the (absent) choice: the moment the counters would have loaded.
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Яндекс Метрику и Google Tag Manager');
      expect(seen.map((r) => r.url())).toEqual([]);

      const gtm = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js'));
      const ym = page.waitForRequest((r) => r.url() === 'https://mc.yandex.ru/metrika/tag.js');
      await banner.getByRole('button', { name: 'Принять' }).press('Enter');
      expect(new URL((await gtm).url()).searchParams.get('id')).toBe(GTM);
      await ym;
      await expect(banner).toHaveCount(0);
      expect(seen.filter((r) => r.url().includes('gtm.js'))).toHaveLength(1);

      // Remembered: the next page load runs the counters at once, without asking.
      const again = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js'));
      await page.reload();
      await again;
      await expect(banner).toHaveCount(0);
    });

    test('«Отказаться» keeps them out, and the footer’s «Настройки cookie» asks again', async ({ page }) => {
      const seen = await interceptCounters(page);
      await page.goto(`${siteUrl}/rechitsa/`);
      const banner = page.getByRole('region', { name: 'Cookie и веб-аналитика' });
      await banner.getByRole('button', { name: 'Отказаться' }).click();
      await expect(banner).toHaveCount(0);
      // The footer's button comes with the page's script: in the server's HTML it could only be clicked in vain.
      expect(await (await page.request.get(`${siteUrl}/rechitsa/`)).text()).not.toContain('Настройки cookie');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Настройки cookie' })).toBeVisible();
      await expect(banner).toHaveCount(0);
      expect(seen).toEqual([]);
      await page.getByRole('button', { name: 'Настройки cookie' }).click();
      await expect(banner).toBeVisible();
      // Asked again from the footer, the banner takes the focus; once answered, the focus goes back to the footer.
      await expect(banner).toBeFocused();
      const gtm = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js'));
      await banner.getByRole('button', { name: 'Принять' }).focus();
      await page.keyboard.press('Enter');
      await gtm;
      await expect(page.getByRole('button', { name: 'Настройки cookie' })).toBeFocused();
      // Withdrawn again: the page starts over without the counters.
      await page.getByRole('button', { name: 'Настройки cookie' }).click();
      const before = seen.length;
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Отказаться' }).click();
      await reloaded;
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Настройки cookie' })).toBeVisible();
      expect(seen.length, 'no counter requested after the reload').toBe(before);
      expect(await page.evaluate(() => localStorage.getItem('kino:analytics-consent'))).toBe('denied');
    });
  });
});
