// The town switcher follows the spec's mapping in both directions, and afterwards the page shows the other town's data.
import type { Film, Town } from '@kino/api/types';
import type { Page } from '@playwright/test';
import { content, todayCandidates } from '#src/content.ts';
import { expect, openPage, test } from '#src/fixtures.ts';
import { filmShownToday } from '#src/routes.ts';

/** The switcher in the site header (the footer repeats it). */
const switcher = (page: Page) => page.getByRole('banner').locator('.town-switch');

/** Spec §2: to the second town index → rechitsa, X → rechitsa-X; back: contacts → contacts, anything else → index. */
const CASES: { from: string; to: string }[] = [
  { from: '/', to: '/rechitsa/' },
  { from: '/afisha/', to: '/rechitsa/afisha/' },
  { from: '/news/', to: '/rechitsa/news/' },
  { from: '/contacts/', to: '/rechitsa/contacts/' },
  { from: '/faq/', to: '/rechitsa/faq/' },
  { from: '/rechitsa/', to: '/' },
  { from: '/rechitsa/contacts/', to: '/contacts/' },
  { from: '/rechitsa/afisha/', to: '/' },
  { from: '/rechitsa/news/', to: '/' },
  { from: '/rechitsa/faq/', to: '/' },
];

const townOf = (path: string): Town => (path.startsWith('/rechitsa/') ? 'rechitsa' : 'main');
const other = (town: Town): Town => (town === 'main' ? 'rechitsa' : 'main');

for (const { from, to } of CASES) {
  test(`switching town on ${from} leads to ${to} with the other town's info`, async ({ page }) => {
    const here = await content.info(townOf(from));
    const there = await content.info(townOf(to));
    expect(there.cinemaName, 'demo content: the towns have different cinemas').not.toBe(here.cinemaName);
    await openPage(page, from);
    await expect(switcher(page)).toHaveAttribute('href', to);
    // Its label is the other town's name from that town's own content.
    await expect(switcher(page)).toContainText(there.townName);
    await switcher(page).click();
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('banner')).toContainText(there.cinemaName);
    await expect(page.getByRole('banner')).not.toContainText(here.cinemaName);
    await expect(page.getByRole('contentinfo')).toContainText(there.address.street);
    await expect(page.getByRole('contentinfo')).not.toContainText(here.address.street);
  });
}

/** A film one town shows that the other does not show at all; `today`: one on today's schedule of that town. */
async function onlyIn(town: Town, { today }: { today: boolean }): Promise<Film> {
  const days = todayCandidates();
  const theirs = new Set((await content.films(other(town))).map((f) => f.slug));
  const film = (await content.films(town)).find(
    (f) =>
      !theirs.has(f.slug) &&
      (!today || days.every((day) => f.sessions.some((s) => s.cinemaDay === day))) &&
      f.sessions.length > 0,
  );
  if (!film)
    throw new Error(`demo content: no film${today ? " on today's schedule" : ''} that only ${town} shows`);
  return film;
}

/** Opens the page's folds of what has started today: their content is made only when opened (decision 018). */
async function openFolds(page: Page) {
  const closed = page.locator('main details:not([open]) > summary');
  for (let n = await closed.count(); n > 0; n--) await closed.first().click();
}

test('after switching from the main afisha to Rechitsa the films are Rechitsa’s', async ({ page }) => {
  const rechitsaOnly = await onlyIn('rechitsa', { today: true });
  await openPage(page, '/afisha/');
  await expect(page.locator('main')).toContainText((await filmShownToday('main')).title);
  await expect(page.locator('main')).not.toContainText(rechitsaOnly.title);
  await switcher(page).click();
  await expect(page).toHaveURL(/\/rechitsa\/afisha\//);
  await openFolds(page);
  await expect(page.locator('main')).toContainText(rechitsaOnly.title);
});

test('after switching back from Rechitsa the home page shows main-town films', async ({ page }) => {
  const rechitsaOnly = await onlyIn('rechitsa', { today: true });
  await openPage(page, '/rechitsa/');
  await openFolds(page);
  await expect(page.locator('main')).toContainText(rechitsaOnly.title);
  await switcher(page).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('main')).toContainText((await filmShownToday('main')).title);
  await expect(page.locator('main')).not.toContainText(rechitsaOnly.title);
  await expect(page.getByRole('banner')).toContainText((await content.info('main')).cinemaName);
});

test('a film page keeps its film when switching to Rechitsa', async ({ page }) => {
  const rechitsa = new Set((await content.films('rechitsa')).map((f) => f.slug));
  const shared = (await content.films('main')).find((f) => rechitsa.has(f.slug));
  if (!shared) throw new Error('demo content: no film shown in both towns');
  await openPage(page, `/afisha/${shared.slug}/`);
  // Marked as a switch, so the other town can send a film it does not show to its afisha instead of a 404.
  await expect(switcher(page)).toHaveAttribute('href', `/rechitsa/afisha/${shared.slug}/?town-switch=1`);
  await switcher(page).click();
  // The film is there: the mark is dropped on the way.
  await expect(page).toHaveURL(`/rechitsa/afisha/${shared.slug}/`);
  await expect(page.locator('main')).toContainText((await content.film('rechitsa', shared.slug)).title);
  await expect(page.getByRole('banner')).toContainText((await content.info('rechitsa')).cinemaName);
});

test('a film page of a film Rechitsa does not show switches to Rechitsa’s afisha, not to a 404', async ({
  page,
}) => {
  const mainOnly = await onlyIn('main', { today: false });
  await openPage(page, `/afisha/${mainOnly.slug}/`);
  await switcher(page).click();
  await expect(page).toHaveURL('/rechitsa/afisha/?not-here=afisha-film');
  await expect(page).not.toHaveTitle('404');
  await expect(page.locator('main')).toContainText((await filmShownToday('rechitsa')).title);
  await expect(page.getByRole('banner')).toContainText((await content.info('rechitsa')).cinemaName);
});
