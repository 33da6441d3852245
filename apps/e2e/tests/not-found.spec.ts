// Unknown paths and unknown slugs of both towns answer 404 with the spec's error page, whose button leads home.
import { content, TOWNS } from '#src/content.ts';
import { expect, test, waitForHydration } from '#src/fixtures.ts';
import { PREFIX, squash, visibleText } from '#src/routes.ts';

const ERROR_TEXT = 'Что-то пошло не так. Кажется, страница не найдена';
const BUTTON = 'Вернуться на главную';

const UNKNOWN = [
  '/net-takoj-stranicy/',
  '/afisha/net-takogo-filma/',
  '/afisha/net-takogo-filma/lishnee/',
  '/movie_cat/net-takoj-kategorii/',
  '/events_cat/net-takoj-kategorii/',
  '/news/net-takoj-novosti/',
  '/documents/net-takogo-dokumenta/',
  '/hall/net-takogo-zala/',
  '/vacancies/net-takoj-vakansii/',
];

for (const town of TOWNS) {
  const prefix = PREFIX[town];
  const home = `${prefix}/`;
  test.describe(`${town}:`, () => {
    for (const unknown of UNKNOWN) {
      const path = `${prefix}${unknown}`;
      test(`${path} answers 404 with the error page`, async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toMatch(/<title>404<\/title>/);
        expect(squash(visibleText(html))).toContain(ERROR_TEXT);
        const button = /<a\b[^>]*>(?:(?!<\/a>)[\s\S])*Вернуться на главную/.exec(html)?.[0] ?? '';
        expect(button, 'the button is a link').toContain(BUTTON);
        expect(button).toMatch(new RegExp(`href="${home}"`));
      });
    }

    for (const unknown of ['/net-takoj-stranicy/', '/afisha/net-takogo-filma/']) {
      const path = `${prefix}${unknown}`;
      test(`in the browser, ${path} is the 404 page and its button leads home`, async ({
        page,
        problems,
      }) => {
        // Chromium logs the document's own 404 status as a console error.
        problems.allow(/status of 404/);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle('404');
        await expect(page.getByText(ERROR_TEXT)).toBeVisible();
        const button = page.getByRole('link', { name: BUTTON });
        await expect(button).toHaveAttribute('href', home);
        await waitForHydration(page);
        await button.click();
        await expect(page).toHaveURL(home);
        await expect(page.locator('main')).toContainText((await content.info(town)).cinemaName);
        await expect(page).not.toHaveTitle('404');
      });
    }
  });
}
