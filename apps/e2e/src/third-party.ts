// The third parties a page frames (the contacts map, a trailer), answered on this machine.
import type { Page } from '@playwright/test';

/** Frames from third parties answer with a small local page, so nothing leaves the machine and the look is kept. */
export async function stubThirdPartyFrames(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const stub = (label: string) =>
    `<!doctype html><html lang="ru"><body style="margin:0;display:grid;place-items:center;height:100vh;background:#e8e4da;font:16px sans-serif;color:#333">${label}</body></html>`;
  await page.route('https://www.openstreetmap.org/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: stub('Карта OpenStreetMap') });
  });
  await page.route(/youtube|ytimg|googlevideo/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: stub('Видеоплеер') });
  });
  return asked;
}
