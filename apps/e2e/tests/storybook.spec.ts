// The design system without tools: the content service serves the UI kit's static Storybook at /storybook/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '#src/fixtures.ts';
import { runEnv } from '#src/run-env.ts';

// `pnpm test` builds it first (turbo: the site's build needs the UI kit's, which is the static Storybook).
const BUILT = existsSync(
  fileURLToPath(new URL('../../../packages/ui/storybook-static/index.html', import.meta.url)),
);
test.skip(!BUILT, 'the static Storybook is not built: pnpm build-storybook');

/** Storybook's manager and preview each load a few megabytes of script first: slow on a busy 2-core machine. */
const LOAD = 90_000;
test.describe.configure({ timeout: 3 * LOAD });

test('the static Storybook opens a screen story at /storybook/', async ({ page }) => {
  const storybook = `${runEnv().contentUrl}/storybook/`;
  await page.goto(`${storybook}?path=/story/screens-home--default`);
  // The sidebar lists the sections designers look for, the token pages among them.
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('link', { name: 'Colour' })).toHaveAttribute(
    'href',
    '/storybook/?path=/docs/tokens-colour--docs',
    { timeout: LOAD },
  );
  // The story renders in its preview frame, with the site's layout around the home screen (the preview loads the
  // whole kit's bundle first: slow on a busy machine).
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: 'Кинотеатр «Октябрь»' })).toBeVisible({
    timeout: LOAD,
  });
  await expect(preview.getByRole('banner')).toBeVisible();
});

test('the town toolbar shows a story in Rechitsa', async ({ page }) => {
  const storybook = `${runEnv().contentUrl}/storybook/`;
  // A story without a play function: plays check their own town's texts.
  await page.goto(`${storybook}iframe.html?id=screens-home--mobile&viewMode=story&globals=town:rechitsa`);
  await expect(page.getByRole('heading', { level: 1, name: 'Кинотеатр «Юность»' })).toBeVisible({
    timeout: LOAD,
  });
});

test('the visual-diff report is served with the static Storybook and linked from its review page', async ({
  page,
}) => {
  const storybook = `${runEnv().contentUrl}/storybook/`;
  // The report of the last UI kit test run (or, before one, a page saying there is none yet).
  const report = await page.request.get(`${storybook}visual-diff/index.html`);
  expect(report.status()).toBe(200);
  expect(await report.text()).toContain('Visual differences');
  await page.goto(`${storybook}iframe.html?id=review-visual-differences--docs&viewMode=docs`);
  const link = page.getByRole('link', { name: 'Open the report of the last test run' });
  await expect(link).toBeVisible({ timeout: LOAD });
  expect(new URL((await link.getAttribute('href'))!, page.url()).pathname).toBe(
    '/storybook/visual-diff/index.html',
  );
});
