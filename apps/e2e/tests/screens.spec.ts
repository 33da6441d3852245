// Full-page pictures of the pages a visitor sees most — the schedule, the home page, a film page and the contacts — of
// both towns at a phone's and a desktop's width, at the suite's fixed evening, kept in test-results/screens/ for a
// person to look at (and the open mobile menu at 360 px). What can be checked without baselines is checked: every
// picture loaded, nothing wider than the screen, and the picture is the whole page.
import { content, TOWNS, todayCandidates } from '#src/content.ts';
import { expect, openPage, test } from '#src/fixtures.ts';
import { PREFIX } from '#src/routes.ts';
import { stubThirdPartyFrames } from '#src/third-party.ts';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

for (const town of TOWNS)
  for (const width of [360, 1280])
    test(`${town} at ${width} px: the schedule, home, a film page and contacts, whole and no wider than the screen`, async ({
      page,
    }) => {
      await stubThirdPartyFrames(page);
      const screen = { width, height: width === 360 ? 780 : 900 };
      await page.setViewportSize(screen);
      const [today] = todayCandidates();
      const film = (await content.films(town)).find(
        (f) => f.trailer !== null && f.sessions.some((s) => s.cinemaDay === today),
      );
      if (!film) throw new Error(`demo content: no film of ${town} with a trailer on today's schedule`);
      const p = PREFIX[town];
      for (const [name, path, long] of [
        ['afisha', `${p}/afisha/`, true],
        ['home', `${p}/`, true],
        ['film', `${p}/afisha/${film.slug}/`, true],
        ['contacts', `${p}/contacts/`, false],
      ] as const) {
        await openPage(page, path);
        // Lazy posters and the map frame below the fold load for the full-page picture.
        const frames = await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLImageElement | HTMLIFrameElement>(
            'img, iframe',
          ))
            element.loading = 'eager';
          return document.querySelectorAll('iframe').length;
        });
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        await expect.poll(() => page.frames().length, `the frames of ${path}`).toBe(1 + frames);
        for (const frame of page.frames()) await frame.waitForLoadState();
        const broken = await page.evaluate(() =>
          [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src),
        );
        expect(broken, `images that did not load on ${path}`).toEqual([]);
        // Nothing may make the page wider than the screen: a page that scrolls sideways on a phone is broken (a
        // scrolling strip, like the day tabs, keeps its overflow to itself).
        const overflow = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          if (scrollWidth <= clientWidth) return null;
          const wider = [...document.querySelectorAll('main *, header *, footer *')]
            .filter((element) => !element.closest('details:not([open]) > :not(summary)'))
            .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${element.className} «${element.textContent?.slice(0, 40)}»`,
            );
          return { scrollWidth, wider };
        });
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeNull();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (long) expect(height, `${path} has content below the header`).toBeGreaterThan(screen.height);
        const picture = await page.screenshot({
          path: `test-results/screens/${town}-${name}-${width}.png`,
          fullPage: true,
          // The closed mobile menu lies beside the page; the picture is the page's own width.
          clip: { x: 0, y: 0, width, height },
        });
        expect(pngSize(picture), `the picture of ${path} is the whole page`).toEqual({ width, height });
      }
      // The open mobile menu is worth a look too.
      if (width === 360) {
        await page.locator('details.mobile-menu > summary').click();
        await expect(page.locator('details.mobile-menu')).toHaveAttribute('open');
        await page.screenshot({ path: `test-results/screens/${town}-menu-${width}.png` });
      }
    });
