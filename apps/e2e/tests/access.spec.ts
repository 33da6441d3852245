// Accessibility you can see (issue 35, item 4): text at 200 % without horizontal scrolling at 390 and 1280 px (WCAG
// 1.4.4 / 1.4.10), the halls' access features in words, and each town's accessibility statement. Tap targets of at
// least 24 × 24 px on every page at phone width (WCAG 2.2, 2.5.8) and axe on the statement are checked in
// a11y.spec.ts, in the one visit per page that also runs axe.
import type { Hall, Town } from '@kino/api/types';
import type { Locator, Page } from '@playwright/test';
import { SUITE_NOW } from '#src/clock.ts';
import { content, TOWNS } from '#src/content.ts';
import { expect, footerLink, test, waitForHydration } from '#src/fixtures.ts';
import { PREFIX, pathOf, type RouteName, sampleParams } from '#src/routes.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Chrome's text size setting (Settings → Appearance → Font size) sets the browser's default font size; everything
 * sized in rem/em grows with it, px does not. The DevTools protocol's Page.setFontSizes is that very setting, so the
 * test uses it rather than a stylesheet of its own: 200 % is a default of 32 px instead of 16 (fixed-width 26 for 13).
 */
async function textSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) },
  });
}

const TEXT_PAGES: RouteName[] = ['index', 'afisha', 'afisha-film', 'contacts'];

for (const town of TOWNS) {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const name of TEXT_PAGES) {
      test.describe(() => {
        test.use({ viewport });
        test(`${town} ${name} at 200 % text and ${viewport.width} px does not scroll sideways`, async ({
          page,
        }) => {
          await textSize(page, 200);
          await page.goto(pathOf(town, name, await sampleParams(town, name)));
          await waitForHydration(page);
          // The setting really took: the root's font is twice the usual 16 px.
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, 'the page is wider than the window').toBeLessThanOrEqual(clientWidth);
        });
      });
    }
  }
}

for (const town of TOWNS) {
  for (const percent of [150, 200]) {
    test.describe(() => {
      test.use({ viewport: DESKTOP });
      test(`${town} header at ${percent} % text and 1280 px: the logo and the callback button are whole and apart`, async ({
        page,
      }) => {
        await textSize(page, percent);
        await page.goto(pathOf(town, 'index'));
        await waitForHydration(page);
        const header = page.locator('header.site-header');
        const logo = header.locator('a.logo');
        // «Перезвоните мне»: a link to the dialog without JavaScript, which opens it in place with JavaScript.
        const callback = header.locator('a.header-callback');
        await expect(logo).toBeVisible();
        await expect(callback).toBeVisible();
        // Whole: inside the window. Apart: the logo overlaps none of the header bar's other visible links and buttons
        // (the menu's links, off the page until it opens, are not in the bar).
        const boxes = await header.evaluate((h) => {
          const bar = h.getBoundingClientRect();
          const logo = h.querySelector('a.logo')!.getBoundingClientRect();
          const callback = h.querySelector('a.header-callback')!.getBoundingClientRect();
          const width = document.documentElement.clientWidth;
          const clipped = [logo, callback].filter((r) => r.left < 0 || r.right > width).length;
          const overlaps = [...h.querySelectorAll('a[href]:not(.logo), button')]
            .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
            .filter((el) => el.closest('.mobile-menu') === null)
            .map((el) => ({ el, r: el.getBoundingClientRect() }))
            .filter(
              ({ r }) =>
                r.width > 0 && r.top < bar.bottom && r.bottom > bar.top && r.left < width && r.right > 0,
            )
            .filter(
              ({ r }) =>
                !(
                  r.right <= logo.left + 1 ||
                  logo.right <= r.left + 1 ||
                  r.bottom <= logo.top + 1 ||
                  logo.bottom <= r.top + 1
                ),
            )
            .map(({ el }) => (el.textContent ?? '').trim().slice(0, 30));
          return { overlaps, clipped };
        });
        expect(boxes).toEqual({ overlaps: [], clipped: 0 });
      });
    });
  }
}

// The cinema's name in the header is never cut (issue 35): at tablet widths, beside the full navigation and on wide
// screens it wraps to two lines between words rather than end in an ellipsis or break inside a word.
for (const town of TOWNS) {
  test(`${town} header: the cinema's name is whole from 360 to 1920 px`, async ({ page }) => {
    // The header's layout is the style sheet's media queries: one load, then the window at each width.
    await page.goto(pathOf(town, 'index'));
    const name = page.locator('header .logo-name');
    for (const width of [360, 768, 900, 1023, 1180, 1300, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const cut = await name.evaluate((el) => {
        const words = (el.textContent ?? '').trim().split(/\s+/);
        // Each word on one line: a word broken inside makes the box taller than its lines allow.
        const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        return {
          overflows: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
          brokenInsideAWord:
            lines > words.length || el.clientHeight > lineHeight * Math.min(2, words.length) + 1,
        };
      });
      expect(cut, `${width} px`).toEqual({ overflows: false, brokenInsideAWord: false });
    }
  });
}

// The halls' features on the schedule: «Доступная среда» and «Индукционная петля» are filter chips like the other
// special screenings, in the address, without JavaScript; each keeps the sessions in halls that have the feature,
// each tagged with its icon and words.
const HALL_FEATURES = [
  { feature: 'wheelchair', filter: 'Доступная среда', tag: 'Доступный зал', has: (h: Hall) => h.accessible },
  { feature: 'hearing-loop', filter: 'Индукционная петля', tag: 'Петля', has: (h: Hall) => h.hearingLoop },
] as const;

for (const town of TOWNS) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(() => {
      test.use({ viewport, javaScriptEnabled: false });
      test(`${town} schedule at ${viewport.width} px: the halls' features filter and tag their sessions`, async ({
        page,
      }) => {
        const halls = await content.halls(town);
        const hallOf = new Map(
          (await content.films(town)).flatMap((f) =>
            f.sessions.map((s) => [s.ticketUrl, s.hall.slug] as const),
          ),
        );
        await page.goto(pathOf(town, 'afisha'));
        const all = await page
          .locator('a.session')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        for (const { feature, filter, tag, has } of HALL_FEATURES) {
          const equipped = new Set(halls.filter(has).map((h) => h.slug));
          expect(
            all.some((href) => !equipped.has(hallOf.get(href ?? '') ?? '')),
            `${feature}: a session in a hall without it`,
          ).toBe(true);
          await page.goto(pathOf(town, 'afisha'));
          await page.getByRole('button', { name: filter, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`[?&]feature=${feature}\\b`));
          const kept = await page
            .locator('a.session')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          expect(kept.length, feature).toBeGreaterThan(0);
          for (const href of kept) expect(equipped.has(hallOf.get(href ?? '') ?? ''), href ?? '').toBe(true);
          // Not colour alone: each kept session says it in words beside the icon.
          const tags = page.locator(`a.session .session-feature.is-${feature}`);
          await expect(tags.first()).toHaveText(tag);
          await expect(tags.first()).toBeVisible();
          expect(await tags.count()).toBe(kept.length);
        }
      });
    });
  }
}

/**
 * What a hall's access features must say, from the contract's fields (written here, not taken from the site): one
 * line per feature, or one line saying there is none.
 */
function accessLines(hall: Hall): RegExp[] {
  const lines: RegExp[] = [];
  if (hall.stepFreeEntrance) lines.push(/^Вход без ступенек$/);
  if (hall.accessible)
    lines.push(
      hall.wheelchairPlaces === null
        ? /^Места для зрителей на колясках$/
        : new RegExp(`^${hall.wheelchairPlaces} мест[оа]? для зрителей на колясках$`),
    );
  if (hall.hearingLoop) lines.push(/^Индукционная петля/);
  if (hall.accessibleToilet) lines.push(/^Доступный туалет$/);
  return lines.length > 0 ? lines : [/^Без мест для колясок/];
}

/** The lines of a hall's access list (or its one «none» paragraph), each checked to have its icon beside the words. */
async function expectAccessOf(scope: Locator, hall: Hall) {
  const expected = accessLines(hall);
  const items = scope.locator('.hall-access-item, .hall-access.is-none');
  await expect(items).toHaveCount(expected.length);
  for (const [i, line] of expected.entries()) await expect(items.nth(i)).toHaveText(line);
  // Not the icon alone, and not colour alone: each feature's icon is drawn (a mask) before its words.
  const icons = await scope
    .locator('.hall-access-item')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el, '::before').maskImage));
  for (const icon of icons) expect(icon).toMatch(/^url\(/);
}

const ACCESS_FEATURES = [
  'subtitles',
  'audio-description',
  'sensory-friendly',
  'wheelchair',
  'hearing-loop',
] as const;

/** The special screenings of the statement the town's week has from the suite's moment on. */
async function comingFeatures(town: Town): Promise<Set<string>> {
  const now = Date.parse(SUITE_NOW);
  const coming = (await content.films(town))
    .flatMap((f) => f.sessions)
    .filter((s) => Date.parse(s.startsAt) > now);
  const has: Record<(typeof ACCESS_FEATURES)[number], (s: (typeof coming)[number]) => boolean> = {
    subtitles: (s) => s.subtitles !== null || s.accessibility.hardOfHearingSubtitles,
    'audio-description': (s) => s.accessibility.audioDescription,
    'sensory-friendly': (s) => s.accessibility.sensoryFriendly,
    wheelchair: (s) => s.accessibility.wheelchair,
    'hearing-loop': (s) => s.accessibility.hearingLoop,
  };
  return new Set(ACCESS_FEATURES.filter((f) => coming.some(has[f])));
}

// The hall cards of «О кинотеатре» say each hall's access features in words, in both towns, without JavaScript.
for (const town of TOWNS) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(() => {
      test.use({ viewport, javaScriptEnabled: false });
      test(`${town} hall cards at ${viewport.width} px say each hall's access features in words`, async ({
        page,
      }) => {
        const halls = await content.halls(town);
        expect(halls.some((h) => h.hearingLoop)).toBe(true);
        await page.goto(pathOf(town, 'cinema'));
        for (const hall of halls) {
          const card = page
            .locator('article.card')
            .filter({ has: page.getByRole('link', { name: hall.name }) });
          await expect(card).toHaveCount(1);
          await expectAccessOf(card, hall);
        }
      });
    });
  }
}

// The accessibility statement of each town: server-rendered (no JavaScript), reached from the footer, listing the
// halls with their features, the week's special screenings linked to the schedule's filters, and how to ask for help.
for (const town of TOWNS) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(() => {
      test.use({ viewport, javaScriptEnabled: false });
      test(`${town} accessibility statement at ${viewport.width} px: halls, special screenings, help`, async ({
        page,
      }) => {
        const path = `${PREFIX[town]}/dostupnost/`;
        await page.goto(pathOf(town, 'index'));
        await footerLink(page, path).click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Доступность' })).toBeVisible();

        const halls = await content.halls(town);
        const main = page.locator('main');
        for (const hall of halls) {
          const panel = main
            .locator('.access-halls > li')
            .filter({ has: page.getByRole('link', { name: hall.name }) });
          await expect(panel.getByRole('link', { name: hall.name })).toHaveAttribute(
            'href',
            `${PREFIX[town]}/hall/${hall.slug}/`,
          );
          await expectAccessOf(panel, hall);
        }

        // A link to the schedule's filter for each special screening the week has and the town's filters offer.
        const info = await content.info(town);
        const coming = await comingFeatures(town);
        const linked = ACCESS_FEATURES.filter((f) => coming.has(f) && info.filters.features.includes(f));
        expect(linked.length, 'the demo week has special screenings').toBeGreaterThan(1);
        const filterLinks = await main
          .locator('a[href*="/afisha/?feature="]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(filterLinks).toEqual(linked.map((f) => `${PREFIX[town]}/afisha/?feature=${f}`));

        // How to ask for help: the town's phones and the callback dialog (a link that works without JavaScript).
        for (const phone of info.phones)
          await expect(main.locator(`a[href="tel:${phone.number}"]`)).toBeVisible();
        await expect(main.getByRole('link', { name: 'Оставьте номер — мы перезвоним' })).toHaveAttribute(
          'href',
          /#callback-dialog$/,
        );
        await expect(main.getByRole('heading', { name: 'Заявление о доступности' })).toBeVisible();

        // The first filter link leads to the schedule with that filter on: every session shown is of that kind.
        const feature = linked[0]!;
        await main.locator(`a[href$="?feature=${feature}"]`).click();
        await expect(page).toHaveURL(new RegExp(`[?&]feature=${feature}$`));
        const sessions = await page.locator('a.session').count();
        if (sessions === 0)
          // Nothing left today: the schedule names the next day with such sessions (decision 115), filter kept.
          await expect(
            page.locator(`main a[href*="feature=${feature}"][href*="day="]`).first(),
          ).toBeVisible();
        else expect(await page.locator(`a.session .session-feature.is-${feature}`).count()).toBe(sessions);
      });
    });
  }
}
