// Issue 16, the frame and what a visitor reads around the schedule: the mobile menu closes on navigation and Esc,
// the town switch says what it does (its accessible name), events come soonest first, the map and the trailer load
// from exactly their hosts and only when they should (the screenshots for people to look at are in screens.spec.ts).
import type { Event, Town } from '@kino/api/types';
import type { Page } from '@playwright/test';
import { SUITE_NOW } from '#src/clock.ts';
import { content, TOWNS } from '#src/content.ts';
import { expect, openPage, test } from '#src/fixtures.ts';
import { PREFIX } from '#src/routes.ts';
import { stubThirdPartyFrames } from '#src/third-party.ts';

const other = (town: Town): Town => (town === 'main' ? 'rechitsa' : 'main');
const switchName = (name: string) => `Другой город: ${name} — перейти на сайт кинотеатра этого города`;

/** The coming events a page lists, soonest first: none that ended before the suite's "now". */
async function comingEvents(town: Town): Promise<Event[]> {
  const now = Date.parse(SUITE_NOW);
  const page = await content.events(town, { perPage: 50 });
  return page.items.filter((event) => Date.parse(event.endsAt ?? event.startsAt) > now);
}

test('a client navigation to another page gives the focus to its heading; a day tab keeps it', async ({
  page,
}) => {
  await openPage(page, '/');
  const afisha = page.locator('header').getByRole('link', { name: 'Афиша', exact: true }).first();
  await afisha.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/afisha\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const tomorrow = page.getByRole('link', { name: /^Завтра/ });
  await tomorrow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?day=/);
  await expect(tomorrow).toBeFocused();
});

for (const town of TOWNS) {
  const p = PREFIX[town];

  test.describe(`${town}: the mobile menu at 360 px`, () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('closes on Esc (focus back on its button) and when a page is chosen; its icon turns into a cross', async ({
      page,
    }) => {
      await openPage(page, `${p}/`);
      const toggle = page.locator('details.mobile-menu > summary');
      const menu = page.getByRole('navigation', { name: 'Меню' });
      const icon = () => toggle.locator('svg path').getAttribute('d');
      const menuIcon = await icon();

      await toggle.click();
      await expect(menu).toBeVisible();
      expect(await icon(), 'the open menu shows a close icon').not.toBe(menuIcon);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      expect(await icon()).toBe(menuIcon);

      await toggle.click();
      await menu.getByRole('link', { name: 'События', exact: true }).click();
      await expect(page).toHaveURL(`${p}/events/`);
      await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
      await expect(menu).toBeHidden();

      // The callback is in the menu too, and in the header as an icon button named by its label.
      await expect(page.locator('header .header-callback')).toBeVisible();
      await expect(page.locator('header .header-callback')).toHaveAccessibleName('Перезвоните мне');
      await toggle.click();
      await menu.getByRole('link', { name: 'Перезвоните мне' }).click();
      await expect(page.getByRole('dialog', { name: 'Перезвоните мне' })).toBeVisible();
      await expect(menu).toBeHidden();
    });

    test('has the town switch, named for what it does, and shows the current town', async ({ page }) => {
      const [here, there] = [await content.info(town), await content.info(other(town))];
      await openPage(page, `${p}/`);
      await expect(page.locator('header .logo-town')).toHaveText(here.townName);
      await page.locator('details.mobile-menu > summary').click();
      const menu = page.getByRole('navigation', { name: 'Меню' });
      await expect(menu.getByText(here.townName, { exact: true })).toBeVisible();
      const link = menu.getByRole('link', { name: switchName(there.townName) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', town === 'main' ? '/rechitsa/' : '/');
    });
  });

  test(`${town}: the header's town switch at 1280 px is named «Другой город: …» and leads there`, async ({
    page,
  }) => {
    const there = await content.info(other(town));
    await openPage(page, `${p}/contacts/`);
    const link = page.getByRole('banner').getByRole('link', { name: switchName(there.townName) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', town === 'main' ? '/rechitsa/contacts/' : '/contacts/');
    await link.click();
    await expect(page.getByRole('banner')).toContainText(there.cinemaName);
  });

  test(`${town}: events come soonest first, without past ones, on the list and the home page`, async ({
    page,
  }) => {
    const coming = await comingEvents(town);
    expect(coming.length, 'demo content: events over the coming weeks').toBeGreaterThanOrEqual(8);
    const titles = (locator: ReturnType<Page['locator']>) =>
      locator.locator('.event-card .card-title').allTextContents();

    await openPage(page, `${p}/`);
    const homeEvents = page.locator('section[aria-labelledby="home-events"]');
    expect(await titles(homeEvents)).toEqual(coming.slice(0, 6).map((e) => e.title));
    await homeEvents.getByRole('link', { name: 'Все события →' }).click();
    await expect(page).toHaveURL(`${p}/events/`);
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();

    const shown = await titles(page.locator('main'));
    expect(shown).toEqual(coming.slice(0, 12).map((e) => e.title));
    const starts = await page
      .locator('main .event-card time')
      .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The demo's open day six days ago is stored, but never listed.
    await expect(page.locator('main')).not.toContainText('День открытых дверей');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'События', exact: true }),
    ).toHaveAttribute('href', `${p}/events/`);
  });

  test(`${town}: the contacts map is OpenStreetMap's embed, allowed by the CSP and nothing else`, async ({
    page,
  }) => {
    const asked = await stubThirdPartyFrames(page);
    const response = await openPage(page, `${p}/contacts/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org;');
    const info = await content.info(town);
    const map = page.locator('main iframe');
    await expect(map).toHaveAttribute('title', new RegExp(`^Карта: ${info.cinemaName}`));
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.startsWith('https://www.openstreetmap.org/export/embed.html?'))).toBe(
      true,
    );
    await expect(page.locator('main .open-status')).toHaveText(
      /^(Открыто сейчас, до \d\d:\d\d|Закрыто, откроется .*в \d\d:\d\d)$/,
    );
  });

  test(`${town}: a film's trailer loads nothing from the video host before the click`, async ({ page }) => {
    const asked = await stubThirdPartyFrames(page);
    const film = (await content.films(town)).find((f) => f.trailer !== null && f.stills.length > 0);
    if (!film) throw new Error(`demo content: no film of ${town} with a trailer`);
    await openPage(page, `${p}/afisha/${film.slug}/`);
    await expect(page.getByRole('heading', { name: 'Кадры из фильма' })).toBeVisible();
    await page.getByRole('heading', { name: 'Трейлер' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(asked, 'requests to the video host before the click').toEqual([]);
    await page.getByRole('button', { name: `Смотреть трейлер фильма «${film.title}»` }).click();
    await expect(page.locator('main iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${film.trailer!.videoId}?autoplay=1&rel=0`,
    );
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });
}
