// The site's search (issue 35): the header's search box of both towns finds a film by a misspelled title, with and
// without JavaScript, on a phone (390 px) and a desktop (1280 px); the results page is server-rendered, accessible and
// never fails on odd queries.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '#src/axe.ts';
import { TOWNS } from '#src/content.ts';
import { expect, openPage, test, waitForHydration, watchProblems } from '#src/fixtures.ts';
import { PREFIX } from '#src/routes.ts';
import { runEnv } from '#src/run-env.ts';

const MISSPELLED = 'Шахмотистка';
const TITLE = 'Шахматистка';
const WIDTHS = [390, 1280] as const;

/** A page with JavaScript off, watched for errors like the default one. */
async function noJsPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: runEnv().siteUrl,
    locale: 'ru-RU',
    viewport: { width, height: 844 },
  });
  const problems = watchProblems(context);
  const page = await context.newPage();
  return {
    page,
    close: async () => {
      await context.close();
      expect(problems.unexpected(), 'console errors (JS off)').toEqual([]);
    },
  };
}

/** Opens the header's search box and searches; the box is behind the magnifier at every width. */
async function searchFromHeader(page: Page, query: string) {
  const header = page.getByRole('banner');
  await header.getByLabel('Поиск', { exact: true }).click();
  const box = header
    .getByRole('search')
    .getByRole('searchbox', { name: 'Фильм, новость, событие или вакансия' });
  await expect(box).toBeVisible();
  await box.fill(query);
  await box.press('Enter');
}

async function expectFilmFirst(page: Page, town: (typeof TOWNS)[number]) {
  await expect(page).toHaveURL(new RegExp(`${PREFIX[town]}/search/\\?q=`));
  const results = page.locator('main .search-results > li');
  await expect(results.first().getByRole('link')).toHaveText(TITLE);
  await expect(results.first().getByRole('link')).toHaveAttribute(
    'href',
    `${PREFIX[town]}/afisha/shahmatistka/`,
  );
  await expect(results.first()).toContainText('Фильм');
  // The page's own box keeps what was searched.
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue(MISSPELLED);
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const town of TOWNS) {
  for (const width of WIDTHS) {
    test.describe(`${town} at ${width} px:`, () => {
      test.use({ viewport: { width, height: 844 } });

      // One browser context, two visits: the results page opened directly for axe (as routes.spec.ts opens every
      // page), then the header's own flow from another page. The axe check is soft, so the flow is checked anyway.
      test('the results page has no serious axe violations; the header search finds a film by a misspelled title', async ({
        page,
      }) => {
        await test.step('the results page, opened directly', async () => {
          await openPage(page, `${PREFIX[town]}/search/?q=${encodeURIComponent(MISSPELLED)}`);
          await expect.soft(page.locator('main .search-results > li')).not.toHaveCount(0);
          await expectNoSeriousViolations(page, { soft: true });
        });

        await test.step('the header search', async () => {
          await page.goto(`${PREFIX[town]}/contacts/`);
          await waitForHydration(page);
          await searchFromHeader(page, MISSPELLED);
          await expect(page).toHaveTitle(/^Поиск — /);
          await expectFilmFirst(page, town);
        });
      });

      test('without JavaScript the header search and the results page work as well', async ({ browser }) => {
        const { page, close } = await noJsPage(browser, width);
        await page.goto(`${PREFIX[town]}/news/`);
        await searchFromHeader(page, MISSPELLED);
        await expectFilmFirst(page, town);
        // A second search from the page's own box.
        const box = page.locator('main').getByRole('searchbox');
        await box.fill('кассир');
        await box.press('Enter');
        await expect(page.locator('main .search-results')).toContainText('Кассир');
        await close();
      });
    });
  }

  test(`${town}: a result opens its page, and Esc closes the header's search box`, async ({ page }) => {
    await page.goto(`${PREFIX[town]}/search/?q=${encodeURIComponent(MISSPELLED)}`);
    // Results are followed by crawlers, not indexed (docs/decisions/120).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await header.getByLabel('Поиск', { exact: true }).click();
    await expect(header.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('searchbox')).toBeHidden();
    await expect(header.getByLabel('Поиск', { exact: true })).toBeFocused();
    await page.locator('main .search-results > li').first().getByRole('link').click();
    await expect(page).toHaveURL(`${PREFIX[town]}/afisha/shahmatistka/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  });

  test(`${town}: odd queries answer the page, never an error`, async ({ request }) => {
    for (const q of ['', 'а', '?!.', '&|!', 'я'.repeat(300), 'a\u0000b', 'нетничегопохожего']) {
      const path = `${PREFIX[town]}/search/?q=${encodeURIComponent(q)}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain('role="search"');
      if (q !== '' && !q.startsWith('я')) expect(html, path).toContain('ничего не нашлось');
    }
  });
}
