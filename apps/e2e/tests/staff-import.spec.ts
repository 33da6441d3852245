// Sessions from staff's own files (issue 34): an Excel export — Windows-1251, semicolons, decimal commas — imports its
// prices and ticket links; a session that would overlap another in its hall is refused in the week grid, in a copy and
// in an import; a session imported with subtitles is found by the site's «С субтитрами» filter with its ticket link.
import { addDays, formatDay } from '@kino/api/cinema-time';
import type { Page } from '@playwright/test';
import { expect, test } from '#src/fixtures.ts';
import { adminUrl, cinemaToday, onSiteWithin, signIn } from '#src/staff.ts';

const HALL = 'Малый зал «Арт»';

/** Text as a Russian Windows' Excel saves «CSV (разделители — точки с запятой)»: Windows-1251, CRLF. */
function windows1251(text: string): Buffer {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '«': 0xab, '»': 0xbb };
  return Buffer.from(
    Array.from(text.replace(/\n/g, '\r\n'), (char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      const mapped = special[char];
      if (mapped === undefined) throw new Error(`not in the fixture's alphabet: ${char}`);
      return mapped;
    }),
  );
}

const ru = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

async function importFile(page: Page, name: string, buffer: Buffer) {
  await page.goto(adminUrl('main/sessions/import'));
  await page.getByLabel('Файл выгрузки').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Показать изменения' }).click();
  await expect(page.getByRole('table', { name: 'Изменения расписания' })).toBeVisible();
}

test.describe('sessions from staff files', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  test.beforeEach(({ problems }) => {
    // Signing in starts with a 401; the refusals this spec provokes are 409s.
    problems.allow(/status of 401|status of 409/);
  });

  test('an Excel file imports, overlaps are refused in grid, copy and import, subtitles reach the site', async ({
    page,
  }) => {
    const today = await cinemaToday();
    const day = addDays(today, 1);
    const next = addDays(today, 2);
    await signIn(page);

    // 1. The file as Excel saves it: Russian columns, semicolons, decimal commas, Windows-1251.
    const file = windows1251(
      'Дата;Время;Зал;Фильм;Формат;Цена, BYN;Ссылка;Субтитры\n' +
        `${ru(day)};10:30;${HALL};Тёмные воды;2D;12,50;https://tickets.example/e2e/101;en\n` +
        `${ru(day)};13:00;${HALL};Орбита;2D;9,00;https://tickets.example/e2e/102;\n` +
        `${ru(next)};11:00;${HALL};Орбита;2D;9,00;https://tickets.example/e2e/103;\n`,
    );
    await importFile(page, 'excel.csv', file);
    await expect(page.getByRole('list', { name: 'Итог' })).toContainText('Добавится: 3');
    await expect(page.getByRole('list', { name: 'Итог' })).toContainText('Ошибок: 0');
    await expect(page.getByRole('row', { name: /Тёмные воды · 2D · 12\.5 BYN/ })).toBeVisible();
    await page.getByRole('button', { name: 'Применить изменения' }).click();
    await expect(page.getByText(/Готово: добавлено 3/)).toBeVisible();

    // In the week grid: 12,50 BYN with its link and its subtitles.
    await page.goto(adminUrl(`main/sessions?week=${day}`));
    await page.getByLabel('Зал', { exact: true }).selectOption({ label: HALL });
    const imported = page.getByRole('button', { name: /^10:30 Тёмные воды 2D · 12,5 BYN.*с субтитрами/ });
    await expect(imported).toBeVisible();
    await imported.click();
    const dialog = page.getByRole('dialog', { name: 'Сеанс' });
    await expect(dialog.getByLabel('Ссылка на покупку билета')).toHaveValue(
      'https://tickets.example/e2e/101',
    );
    await expect(dialog.getByLabel('Цена, BYN')).toHaveValue('12.5');
    await expect(dialog.getByLabel('Субтитры', { exact: true })).toHaveValue('en');
    await page.screenshot({ path: test.info().outputPath('session-dialog-1280.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await page.screenshot({ path: test.info().outputPath('week-grid-1280.png'), fullPage: true });

    // 2. The grid: «Орбита» at 11:00 would start before «Тёмные воды» (10:30, 104 min) and cleaning are over.
    await page.getByRole('button', { name: new RegExp(`^Добавить сеанс: .*, ${formatDay(day)}$`) }).click();
    const added = page.getByRole('dialog', { name: 'Новый сеанс' });
    await added.getByLabel('Фильм').selectOption({ label: 'Орбита' });
    await added.getByLabel('Начало').fill('11:00');
    await added.getByLabel('Цена, BYN').fill('9');
    await added.getByRole('button', { name: 'Сохранить' }).click();
    await expect(added.getByText(/пересекается с сеансом «Тёмные воды»/).first()).toBeVisible();
    await added.getByRole('button', { name: 'Отмена' }).click();
    const firstDay = page.getByRole('region', { name: new RegExp(formatDay(day)) });
    await expect(firstDay.getByRole('button', { name: /^11:00 Орбита/ })).toHaveCount(0);

    // 3. A copy of the day onto the next, where the file put «Орбита» at 11:00: refused, naming both; with «Заменить»
    // it replaces what is there.
    await page.getByRole('button', { name: new RegExp(`^Копировать день: .*, ${formatDay(day)}$`) }).click();
    const copy = page.getByRole('dialog', { name: 'Копировать день' });
    await expect(copy.getByText(/Сеансы, которые уже стоят там, останутся/)).toBeVisible();
    await copy.getByRole('button', { name: 'Копировать' }).click();
    await expect(copy.getByText(/«Тёмные воды».*пересекается с сеансом «Орбита».*11:00/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('copy-refused-1280.png'), fullPage: true });
    await copy.getByLabel('Заменить сеансы в выбранный день').check();
    await expect(copy.getByText(/стоящие там сейчас будут удалены/)).toBeVisible();
    await copy.getByRole('button', { name: 'Копировать' }).click();
    await expect(copy).toBeHidden();
    await expect(page.getByText('Скопировано сеансов: 2, удалено: 1.')).toBeVisible();
    const nextDay = page.getByRole('region', { name: new RegExp(`${formatDay(next)}`) });
    await expect(nextDay.getByRole('button', { name: /^10:30 Тёмные воды/ })).toBeVisible();
    await expect(nextDay.getByRole('button', { name: /^11:00 Орбита/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('week-grid-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // 4. An import whose row overlaps a session there: an error naming it, nothing to apply.
    await importFile(
      page,
      'overlap.csv',
      windows1251(`Дата;Время;Зал;Фильм;Формат;Цена\n${ru(day)};11:00;${HALL};Орбита;2D;9,00\n`),
    );
    await expect(page.getByRole('list', { name: 'Итог' })).toContainText('Ошибок: 1');
    await expect(page.getByRole('row', { name: /Пересекается с сеансом «Тёмные воды»/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Применить изменения' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('import-refused-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('import-refused-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // 5. The site's «С субтитрами» filter finds the imported session, with the file's ticket link.
    const ticket = /^Купить билет на 10:30, Малый зал «Арт», 2D, с субтитрами/;
    await onSiteWithin(page, `/afisha/?day=${day}&feature=subtitles`, async (p, status) => {
      return status === 200 && (await p.getByRole('link', { name: ticket }).count()) > 0;
    });
    await expect(page.getByRole('link', { name: ticket })).toHaveAttribute(
      'href',
      'https://tickets.example/e2e/101',
    );
  });
});
