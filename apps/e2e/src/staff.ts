// The staff workspace in the e2e suite: its address, signing in with the printed demo account, today's cinema day as
// the content service counts it, and waiting for the site to show a change.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cinemaDayOf } from '@kino/api/cinema-time';
import type { Page } from '@playwright/test';
import { demoAccount } from '#src/demo-account.ts';
import { expect } from '#src/fixtures.ts';
import { runEnv } from '#src/run-env.ts';

/** The site's caches promise 60 s, so every check on the site waits that long. */
export const SITE_FRESH_MS = 60_000;

/**
 * Today's cinema day as the content service counts it (the suite may fix its clock): the earliest day of its
 * schedule, as the site shows it.
 */
export async function cinemaToday(): Promise<string> {
  const response = await fetch(`${runEnv().contentUrl}/rechitsa/kino/v1/films`);
  const films = (await response.json()) as { sessions: { cinemaDay: string }[] }[];
  const days = films.flatMap((f) => f.sessions.map((s) => s.cinemaDay)).sort();
  return days[0] ?? cinemaDayOf(new Date());
}

/** The workspace, at the content service's origin (through the suite's proxy, the service's public address). */
export const adminUrl = (path = '') => `${runEnv().proxyUrl}/admin/${path.replace(/^\//, '')}`;

export async function signIn(page: Page) {
  const { email, password } = demoAccount();
  await page.goto(adminUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
}

/** Loads a site page until `check` passes, within the caches' promise. */
export async function onSiteWithin(
  page: Page,
  path: string,
  check: (page: Page, status: number) => Promise<boolean>,
) {
  await expect
    .poll(
      async () => {
        const response = await page.goto(path);
        return check(page, response?.status() ?? 0);
      },
      { timeout: SITE_FRESH_MS + 5_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
}

const SCREENS = fileURLToPath(new URL('../test-results/screens', import.meta.url));

/** The page at 1280 and 390 px, whole, in test-results/screens/<name>-<width>.png, for people to look at. */
export async function screens(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
