// Visitors on phones and at a desk (issue 35): the next session in the first screen, Back that steps through the
// schedule's days and filters and closes the callback dialog first, and no dead ends on the schedule.

import type { Film, Town } from '@kino/api/types';
import type { Browser, Locator, Page } from '@playwright/test';
import { SUITE_NOW } from '#src/clock.ts';
import { content, TOWNS, todayCandidates } from '#src/content.ts';
import { expect, markDocument, openPage, sameDocument, test } from '#src/fixtures.ts';
import { filmShownToday, PREFIX } from '#src/routes.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The element is laid out wholly within the first screen (the page not scrolled). */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, what).not.toBeNull();
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  expect(box!.y + box!.height, `${what}: its bottom within the ${height} px screen`).toBeLessThanOrEqual(
    height,
  );
}

/** The schedule's day tabs and filter chips. */
const dayTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Дни расписания' }).getByRole('link', { name, exact: true });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Фильтры' }).getByRole('button', { name, exact: true });

for (const town of TOWNS) {
  const p = PREFIX[town];
  for (const viewport of VIEWPORTS) {
    test.describe(`${town} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      test('a film page shows «Выбрать сеанс» and its next session in the first screen', async ({ page }) => {
        const film = await filmShownToday(town);
        const next = film.sessions
          .filter((s) => Date.parse(s.startsAt) > Date.parse(SUITE_NOW))
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]!;
        await openPage(page, `${p}/afisha/${film.slug}/`);
        await expectInFirstScreen(page, page.getByRole('link', { name: 'Выбрать сеанс' }), '«Выбрать сеанс»');
        const first = page
          .getByRole('region', { name: /^Ближайшие сеансы/ })
          .locator('a.session')
          .first();
        await expect(first).toHaveAttribute('href', next.ticketUrl);
        await expectInFirstScreen(page, first, 'the next session');
      });

      test('the home page shows «Начинается скоро» in the first screen', async ({ page }) => {
        await openPage(page, `${p}/`);
        const heading = page.getByRole('heading', { name: 'Начинается скоро' });
        await expect(heading).toBeVisible();
        await expectInFirstScreen(page, heading, '«Начинается скоро»');
      });
    });
  }

  test.describe(`${town}: Back steps`, () => {
    test('each day or filter change with JavaScript is a history entry, as without', async ({ page }) => {
      const info = await content.info(town);
      const format = info.filters.formats[0]!;
      await openPage(page, `${p}/afisha/`);
      await markDocument(page);
      await dayTab(page, 'Завтра').click();
      await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
      const tomorrow = page.url();
      await chip(page, format).click();
      await expect(page).toHaveURL(new RegExp(`format=${format}`));
      await expect(chip(page, format)).toHaveAttribute('aria-pressed', 'true');

      await page.goBack();
      await expect(page).toHaveURL(tomorrow);
      await expect(chip(page, format)).toHaveAttribute('aria-pressed', 'false');
      await expect(dayTab(page, 'Завтра')).toHaveAttribute('aria-current', 'true');
      await page.goBack();
      await expect(page).toHaveURL(`${p}/afisha/`);
      await expect(dayTab(page, 'Сегодня')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { level: 2, name: /^Сегодня,/ })).toBeVisible();
      expect(await sameDocument(page), 'the steps stayed in the page').toBe(true);
      await page.goForward();
      await expect(page).toHaveURL(tomorrow);
      await expect(dayTab(page, 'Завтра')).toHaveAttribute('aria-current', 'true');
    });

    test('Back with the callback dialog open closes it and leaves the page as it was', async ({ page }) => {
      // Seven navigations and two dialogs: on the shared CI machine this takes longer than one page's budget.
      test.slow();
      await openPage(page, `${p}/`);
      await page.getByRole('banner').getByRole('link', { name: 'Афиша', exact: true }).click();
      await expect(page).toHaveURL(`${p}/afisha/`);
      await dayTab(page, 'Завтра').click();
      await expect(page).toHaveURL(/\?day=/);
      const url = page.url();
      await page.evaluate(() => window.scrollTo(0, 600));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, 'the page underneath is scrolled').toBeGreaterThan(0);
      await markDocument(page);

      const dialog = page.getByRole('dialog', { name: 'Перезвоните мне' });
      // Focused without scrolling and pressed: a pointer click would first scroll the page to the link.
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'Перезвоните мне' })
        .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(url);
      await expect(dayTab(page, 'Завтра')).toHaveAttribute('aria-current', 'true');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await sameDocument(page)).toBe(true);

      // Closed by Esc, the dialog leaves no entry behind: Back is the day before, then the home page.
      await page.getByRole('banner').getByRole('link', { name: 'Перезвоните мне' }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The dialog's own entry is gone (its Back is asynchronous).
      await expect.poll(() => page.evaluate(() => 'kinoDialog' in (window.history.state ?? {}))).toBe(false);
      await page.goBack();
      await expect(page).toHaveURL(`${p}/afisha/`);
      await page.goBack();
      await expect(page).toHaveURL(`${p}/`);
      expect(await sameDocument(page)).toBe(true);
    });
  });
}

/** A format and two days of the schedule: none of the format's sessions on the first, some on the second. */
async function formatGap(town: Town) {
  const info = await content.info(town);
  const films = await content.films(town);
  const days = [...new Set(films.flatMap((f) => f.sessions.map((s) => s.cinemaDay)))].sort();
  const week = days.filter((day) => day >= todayCandidates()[0]!);
  for (const format of info.filters.formats)
    for (const [i, day] of week.entries()) {
      const has = (d: string) =>
        films.some((f) => f.sessions.some((s) => s.cinemaDay === d && s.format === format));
      const next = week.slice(i + 1).find(has);
      if (i > 0 && !has(day) && next) return { format, day, next };
    }
  throw new Error(`demo content: no day of ${town} without a format that a later day has`);
}

/** A film one town shows that the other does not. */
async function onlyIn(town: Town): Promise<Film> {
  const theirs = new Set((await content.films(town === 'main' ? 'rechitsa' : 'main')).map((f) => f.slug));
  const film = (await content.films(town)).find((f) => !theirs.has(f.slug) && f.sessions.length > 0);
  if (!film) throw new Error(`demo content: no film only ${town} shows`);
  return film;
}

async function withoutScript(browser: Browser, baseURL: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const town of TOWNS) {
  const p = PREFIX[town];
  test.describe(`${town}: no dead ends`, () => {
    for (const viewport of VIEWPORTS)
      test(`at ${viewport.width} px an empty filtered day names the next day with such sessions`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const { format, day, next } = await formatGap(town);
        await openPage(page, `${p}/afisha/?day=${day}&format=${encodeURIComponent(format)}`);
        await expect(page.getByText('Нет сеансов по выбранным фильтрам')).toBeVisible();
        const link = page.locator('.afisha-next-day a');
        await expect(link).toBeVisible();
        await markDocument(page);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`day=${next}`));
        await expect(chip(page, format)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('.afisha-list .session').first()).toBeVisible();
        expect(await sameDocument(page)).toBe(true);
        // Chosen in the page, the same filter on the empty day names the same next day.
        await page.goBack();
        await expect(link).toHaveAttribute('href', new RegExp(`day=${next}`));
      });

    test('without JavaScript the empty filtered day links the next day too', async ({ browser, baseURL }) => {
      const { format, day, next } = await formatGap(town);
      await withoutScript(browser, baseURL!, async (page) => {
        await page.goto(`${p}/afisha/?day=${day}&format=${encodeURIComponent(format)}`);
        await page.locator('.afisha-next-day a').click();
        await expect(page).toHaveURL(new RegExp(`day=${next}`));
        await expect(page.locator('.afisha-list .session').first()).toBeVisible();
      });
    });

    test('unknown format and day values are ignored with a notice', async ({ page }) => {
      await openPage(page, `${p}/afisha/?format=4DX&day=2026-12-25&time=midnight`);
      const notice = page.locator('.afisha-ignored');
      await expect(notice).toContainText('Формата «4DX»');
      await expect(notice).toContainText('Дня «2026-12-25»');
      await expect(notice).toContainText('Время «midnight»');
      await expect(page.getByRole('heading', { level: 2, name: /^Сегодня,/ })).toBeVisible();
      await expect(chip(page, 'Все')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('main')).not.toContainText('Выбрано: .');
    });
  });
}

test('a town switch drops a format the other town lacks and says so', async ({ page }) => {
  const [main, rechitsa] = [await content.info('main'), await content.info('rechitsa')];
  const format = main.filters.formats.find((f) => !rechitsa.filters.formats.includes(f));
  if (!format) throw new Error('demo content: the main town has no format Rechitsa lacks');
  await openPage(page, `/afisha/?format=${encodeURIComponent(format)}`);
  await page.getByRole('banner').locator('.town-switch').click();
  await expect(page).toHaveURL(/\/rechitsa\/afisha\//);
  await expect(page.locator('.afisha-ignored')).toContainText(`Формата «${format}»`);
  await expect(chip(page, 'Все')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.afisha-list .session').first()).toBeVisible();
});

test('a film the other town lacks lands on its schedule with a notice', async ({ page }) => {
  const film = await onlyIn('main');
  await openPage(page, `/afisha/${film.slug}/`);
  await page.getByRole('banner').locator('.town-switch').click();
  await expect(page).toHaveURL(/\/rechitsa\/afisha\/\?not-here=afisha-film$/);
  await expect(page.getByRole('status').filter({ hasText: 'Этого фильма нет' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Афиша' })).toBeVisible();
  // The notice is not carried on: switching back leads to the main town's home page (spec §2).
  await expect(page.getByRole('banner').locator('.town-switch')).toHaveAttribute('href', '/');
});

for (const town of TOWNS) {
  const p = PREFIX[town];
  test(`${town}: «К расписанию» skips to the sessions, and only the current chip or tab says it is current`, async ({
    page,
  }) => {
    await openPage(page, `${p}/afisha/`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'К расписанию' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#afisha-schedule')).toBeFocused();
    // The next Tab presses reach a ticket in a few steps, not 41.
    let steps = 0;
    for (; steps < 10; steps++) {
      await page.keyboard.press('Tab');
      // A ticket link: «Начинается скоро»'s or a film row's session.
      if (await page.evaluate(() => /^https?:/.test(document.activeElement?.getAttribute('href') ?? '')))
        break;
    }
    expect(steps, 'Tab presses from the schedule to the first ticket').toBeLessThan(5);
    // aria-current: the day tab of the day shown, and nothing among the filter chips.
    await expect(page.locator('main [aria-current]')).toHaveCount(1);
    await expect(dayTab(page, 'Сегодня')).toHaveAttribute('aria-current', 'true');
  });
}
