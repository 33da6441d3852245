// The week of every hall on paper and in files (issue 34): «Скачать CSV» and «Скачать XLSX» download what the grid
// shows, in the import's columns, a hall per sheet; «Печать» prints a page per hall with no menu or buttons.
import { addDays, formatDay, weekdayShort } from '@kino/api/cinema-time';
import { readXlsx } from '@kino/content/xlsx';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '#src/fixtures.ts';
import { runEnv } from '#src/run-env.ts';
import { adminUrl, cinemaToday, signIn } from '#src/staff.ts';

const bytesOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

async function downloadOf(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

test.describe('a week per hall, printed and exported', () => {
  test.setTimeout(180_000);
  test.beforeEach(({ problems }) => {
    problems.allow(/status of 401/);
  });

  test('the files hold what the grid shows, a hall per sheet; the print has a page per hall and no menu', async ({
    page,
  }) => {
    const today = await cinemaToday();
    // Six weeks ahead: no other spec's sessions, no demo schedule.
    const week = addDays(today, 42);
    await signIn(page);
    const api = (path: string) => `${runEnv().proxyUrl}/admin/v1/towns/main/${path}`;
    const halls = (await (await page.request.get(api('halls?perPage=100'))).json()) as {
      items: Array<{ id: number; title: string }>;
    };
    const [red, blue] = [halls.items[0]!, halls.items[2]!];
    const add = async (hall: number, day: string, time: string, film: number, extra = {}) => {
      const answer = await page.request.post(api('sessions'), {
        headers: { origin: runEnv().proxyUrl },
        data: { hall, day, time, film, format: '2D', price: 12.5, ticketUrl: null, soldOut: false, ...extra },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    };
    await add(red.id, week, '10:00', 3);
    await add(red.id, week, '18:00', 16, { subtitles: 'en', language: 'en' });
    await add(red.id, addDays(week, 3), '00:30', 3);
    await add(blue.id, addDays(week, 5), '12:00', 16);

    await page.goto(adminUrl(`main/sessions?week=${week}&hall=${red.id}`));
    const grid = page.getByRole('region', { name: `Сеансы недели, ${red.title}` });
    await expect(grid.getByRole('button', { name: /— изменить$/ })).toHaveCount(3);
    // The grid's sessions as «HH:MM Фильм», in day order.
    const shown = await grid
      .locator('.adm-session')
      .evaluateAll((buttons) =>
        buttons.map(
          (b) =>
            `${b.querySelector('.adm-session-time')?.textContent} ${b.querySelector('.adm-session-film')?.textContent}`,
        ),
      );
    expect(shown).toEqual(['10:00 Кот и дракон', '18:00 Орбита', '00:30 Кот и дракон']);

    // CSV: the import's columns; the red hall's rows are the grid's, the blue hall's session follows.
    const csv = await downloadOf(page, 'Скачать CSV');
    expect(csv.name).toBe(`sessions-main-${week}-${addDays(week, 6)}.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0]!.split(';');
    expect(header.slice(0, 6)).toEqual(['дата', 'время', 'зал', 'фильм', 'формат', 'цена']);
    const rows = lines.slice(1).map((line) => line.split(';'));
    expect(rows.filter((r) => r[2] === red.title).map((r) => `${r[1]} ${r[3]}`)).toEqual(shown);
    // Grouped by hall (the town's order), each hall's by start; the night session stays on its cinema day.
    const byHall = (title: string) => rows.filter((r) => r[2] === title).map((r) => [r[0], r[1], r[5]]);
    expect(byHall(red.title)).toEqual([
      [week, '10:00', '12,50'],
      [week, '18:00', '12,50'],
      [addDays(week, 3), '00:30', '12,50'],
    ]);
    expect(byHall(blue.title)).toEqual([[addDays(week, 5), '12:00', '12,50']]);
    expect(rows.map((r) => r[2]).filter((t, i, all) => all.indexOf(t) !== i && all[i - 1] !== t)).toEqual([]);
    expect(rows.find((r) => r[1] === '18:00')![header.indexOf('субтитры')]).toBe('en');

    // XLSX: a sheet per hall with the same rows.
    const xlsx = await downloadOf(page, 'Скачать XLSX');
    expect(xlsx.name).toBe(`sessions-main-${week}-${addDays(week, 6)}.xlsx`);
    const sheets = await readXlsx(xlsx.bytes);
    expect(sheets.map((s) => s.name).sort()).toEqual(halls.items.map((h) => h.title).sort());
    const sheet = (title: string) => sheets.find((s) => s.name === title)!.rows;
    expect(sheet(red.title)[0]).toEqual(header);
    expect(
      sheet(red.title)
        .slice(1)
        .map((r) => `${r[1]} ${r[3]}`),
    ).toEqual(shown);
    expect(
      sheet(blue.title)
        .slice(1)
        .map((r) => [r[0], r[1], r[3], r[5]]),
    ).toEqual([[addDays(week, 5), '12:00', 'Орбита', '12.5']]);

    // Print: every hall, start–end of each session; on paper no menu and no buttons, a page per hall.
    await page.getByRole('link', { name: 'Печать' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Расписание · / })).toBeVisible();
    const redHall = page.getByRole('region', { name: new RegExp(red.title) });
    await expect(redHall.getByRole('row')).toHaveText([
      /День.*Время.*Фильм/,
      /10:00–11:\d\dКот и дракон2D.*12,5 BYN/,
      /18:00–19:59Орбита2D, Субтитры.*12,5 BYN/,
      /00:30–0\d:\d\dКот и дракон2D.*12,5 BYN/,
    ]);
    // The halls in the files' order (the town's, decision 133).
    const printed = await page.locator('.adm-print-hall h2').allTextContents();
    expect(printed.map((heading, i) => heading.startsWith(sheets[i]!.name))).toEqual(sheets.map(() => true));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('print-screen-1280.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(halls.items.length);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A page per hall: Chromium writes one page object per printed page.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(halls.items.length);
  });

  test('the week grid on a 390 px phone: a day at a time, no sideways page, a session added from there', async ({
    page,
  }) => {
    const today = await cinemaToday();
    // Seven weeks ahead: nobody else's sessions.
    const week = addDays(today, 49);
    const day = addDays(week, 2);
    // Signed in wide (the sign-in helper waits for the sidebar menu), then the phone.
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(adminUrl(`main/sessions?week=${week}`));
    const grid = page.getByRole('region', { name: /^Сеансы недели/ });
    await expect(grid).toBeVisible();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    // A day is most of the screen: the first fits, the third is beyond the box until scrolled to.
    const first = grid.getByRole('region', { name: new RegExp(formatDay(week)) });
    const firstBox = (await first.boundingBox())!;
    expect(firstBox.width).toBeGreaterThan(250);
    expect(firstBox.width).toBeLessThan(390);
    const label = `${weekdayShort(day)}, ${formatDay(day)}`;
    const add = page.getByRole('button', { name: `Добавить сеанс: ${label}` });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Новый сеанс' });
    await dialog.getByLabel('Фильм').selectOption({ label: 'Орбита' });
    await dialog.getByLabel('Начало').fill('14:00');
    await dialog.getByLabel('Цена, BYN').fill('11');
    await page.screenshot({ path: test.info().outputPath('session-dialog-390.png') });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    const added = grid
      .getByRole('region', { name: new RegExp(label) })
      .getByRole('button', { name: /^14:00 Орбита/ });
    await expect(added).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    // Every control of the day is a tap target of at least 24 px.
    for (const control of await grid
      .getByRole('region', { name: new RegExp(label) })
      .getByRole('button')
      .all()) {
      const box = (await control.boundingBox())!;
      expect(box.width, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(24);
      expect(box.height, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(24);
    }
    await page.screenshot({ path: test.info().outputPath('week-grid-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('week-grid-1280.png'), fullPage: true });
  });
});
