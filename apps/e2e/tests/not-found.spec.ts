// Unknown paths and unknown slugs of both towns answer 404 with the spec's error page, whose button leads home.
import { content, TOWNS } from '#src/content.ts';
import { expect, test, waitForHydration } from '#src/fixtures.ts';
import { PREFIX } from '#src/routes.ts';

const ERROR_TEXT = 'Что-то пошло не так. Кажется, страница не найдена';

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
      test(`${path} is the 404 page`, async ({ page, problems }) => {
        // Chromium logs the document's own 404 status as a console error.
        problems.allow(/status of 404/);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle('404');
        await expect(page.getByText(ERROR_TEXT)).toBeVisible();
        const button = page.getByRole('link', { name: 'Вернуться на главную' });
        await expect(button).toHaveAttribute('href', home);
        await waitForHydration(page);
        await button.click();
        await expect(page).toHaveURL(home);
        await expect(page.locator('main')).toContainText((await content.info(town)).cinemaName);
        await expect(page).not.toHaveTitle('404');
      });
    }

    test('the 404 page is server-rendered with status 404', async ({ request }) => {
      const response = await request.get(`${prefix}/net-takoj-stranicy/`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<title>404<\/title>/);
      expect(html).toContain(ERROR_TEXT);
    });
  });
}
