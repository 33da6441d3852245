// A day's schedule on paper, session end times, and «И ещё N сеансов» that leads somewhere (issue 35, item 5).

import { sessionEnd } from '@kino/api/cinema-time';
import type { Page } from '@playwright/test';
import { SUITE_NOW } from '#src/clock.ts';
import { content, minskDate, TOWNS } from '#src/content.ts';
import { expect, test } from '#src/fixtures.ts';
import { filmShownToday, PREFIX } from '#src/routes.ts';

/** Chromium's PDF of the page as printed on A4, and its number of pages (its /Type /Page objects). */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

const minsk = (at: Date) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Minsk', hour: '2-digit', minute: '2-digit' }).format(
    at,
  );

for (const town of TOWNS) {
  const p = PREFIX[town];

  test(`${town}: a day's schedule, the busiest included, prints on one or two A4 pages, without the site's chrome`, async ({
    page,
  }) => {
    // Today and the week's busiest day (the most sessions, so the longest list).
    const sessions = (await content.films(town)).flatMap((film) => film.sessions);
    const perDay = new Map<string, number>();
    for (const s of sessions) perDay.set(s.cinemaDay, (perDay.get(s.cinemaDay) ?? 0) + 1);
    const busiest = [...perDay.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const days = [...new Set([minskDate(), busiest])];
    await page.emulateMedia({ media: 'print' });
    for (const day of days) {
      await page.goto(`${p}/afisha/?day=${day}`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Афиша' })).toBeVisible();
      // Paper shows the films and their sessions, not the menu, filters, day tabs, buttons or the footer.
      await expect(main.locator('.afisha-row').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Дни расписания' })).toBeHidden();
      await expect(page.getByRole('group', { name: 'Фильтры' })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
      const pages = await printedPages(page);
      expect(pages, `${town} ${day}: printed pages`).toBeGreaterThanOrEqual(1);
      expect(pages, `${town} ${day}: printed pages`).toBeLessThanOrEqual(2);
    }
    // On screen the page is as before: printing styles touch paper only.
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${p}/afisha/`);
    await expect(page.getByRole('navigation', { name: 'Дни расписания' })).toBeVisible();
  });

  test(`${town}: a session says when it ends, on the schedule and on its film's page`, async ({ page }) => {
    const film = await filmShownToday(town);
    const next = film.sessions
      .filter((s) => Date.parse(s.startsAt) > Date.parse(SUITE_NOW))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0]!;
    const ends = minsk(sessionEnd(next.startsAt, film.durationMin));
    const start = minsk(new Date(next.startsAt));
    const name = new RegExp(`^Купить билет на ${start}, .*, окончание в ${ends}$`);
    await page.goto(`${p}/afisha/`);
    const row = page.locator('.afisha-row').filter({ has: page.getByRole('link', { name: film.title }) });
    await expect(row.getByRole('link', { name }).first()).toBeVisible();
    await expect(row.getByText(`до ${ends}`).first()).toBeVisible();
    await page.goto(`${p}/afisha/${film.slug}/`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  });

  test(`${town}: «И ещё N сеансов сегодня» leads to the rest of the day`, async ({ page }) => {
    const today = minskDate();
    const toCome = (await content.films(town))
      .flatMap((film) => film.sessions)
      .filter((s) => s.cinemaDay === today && Date.parse(s.startsAt) > Date.parse(SUITE_NOW)).length;
    await page.goto(`${p}/`);
    const more = page.getByRole('link', { name: /^И ещё \d+ сеанс/ });
    // «Начинается скоро» lists five; the line counts the rest, and only then is there such a line.
    if (toCome <= 5) {
      await expect(page.getByText(/^И ещё \d+ сеанс/)).toHaveCount(0);
      return;
    }
    await expect(more).toHaveText(new RegExp(`^И ещё ${toCome - 5} сеанс`));
    await more.click();
    await expect(page).toHaveURL(`${p}/afisha/`);
    // The URL changes before the router has drawn the schedule: the home page's own line, still on screen for a
    // moment, has the same words. The schedule's one links within the page.
    await page
      .locator('main a[href$="#afisha-films"]')
      .filter({ hasText: /^И ещё \d+ сеанс/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${p}/afisha/#afisha-films$`));
    await expect(page.getByRole('list', { name: 'Фильмы, которые ещё идут сегодня' })).toBeInViewport();
  });
}
