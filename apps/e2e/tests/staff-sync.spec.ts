// The schedule syncs itself (issue 34 item 9): staff give the town the address of its ticketing system's export; the
// service pulls it by itself and the site shows its session; a changed export is pulled again; a broken one leaves the
// schedule as it was, and the failure reaches the dashboard and the town's mailbox (the run's SMTP server).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, formatDay } from '@kino/api/cinema-time';
import { expect, test } from '#src/fixtures.ts';
import { NOTIFY_EMAILS } from '#src/global-setup.ts';
import { receivedMail } from '#src/mail.ts';
import { adminUrl, cinemaToday, onSiteWithin, signIn } from '#src/staff.ts';

const HALL = 'Синий зал';
const FILM = 'Кот и дракон';
const ru = (day: string) => `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

test.describe('schedule sync', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);

  // The ticketing system's export, served from this worker: the test sets what it answers.
  let file = '';
  let server: Server;
  let exportUrl = '';
  test.beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(file);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    exportUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/export.csv`;
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test.beforeEach(({ problems }) => {
    // Signing in starts with a 401.
    problems.allow(/status of 401/);
  });

  test('pulls the export by itself, pulls a changed one, and a broken one reaches the dashboard and the mailbox', async ({
    page,
  }) => {
    const day = addDays(await cinemaToday(), 3);
    const csv = (...rows: string[]) =>
      ['Дата;Время;Зал;Фильм;Формат;Цена;Ссылка', ...rows.map((r) => `${ru(day)};${r}`)].join('\n');
    file = csv(`12:00;${HALL};${FILM};2D;9,50;https://tickets.example/sync/1200`);
    await signIn(page);

    // 1. The dashboard is the start page.
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();

    // 2. The sessions screen: the sync is not set up; staff set the address and save. The service pulls by itself.
    await page.goto(adminUrl('main/sessions'));
    const panel = page.getByRole('region', { name: 'Синхронизация с билетной системой' });
    await expect(panel.getByText('Синхронизация не настроена.')).toBeVisible();
    await panel.getByText('Настройки синхронизации').click();
    await panel.getByLabel('Синхронизировать расписание автоматически').check();
    await panel.getByLabel('Адрес выгрузки').fill(exportUrl);
    await panel.getByLabel('Каждые, минут').fill('60');
    await panel.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Синхронизация сохранена.')).toBeVisible();
    // The service's own round (every 30 s) pulls it; the screen shows it once reloaded.
    await expect
      .poll(
        async () => {
          await page.reload();
          return panel.textContent();
        },
        { timeout: 60_000, intervals: [2_000, 5_000] },
      )
      .toContain('Применено: добавлено 1');
    await page.screenshot({ path: test.info().outputPath('sync-applied-1280.png'), fullPage: true });

    // The site shows the pulled session with the export's ticket link.
    const ticket = (time: string) => new RegExp(`^Купить билет на ${time}, ${HALL}, 2D`);
    await onSiteWithin(page, `/afisha/?day=${day}`, async (p, status) => {
      return status === 200 && (await p.getByRole('link', { name: ticket('12:00') }).count()) > 0;
    });
    await expect(page.getByRole('link', { name: ticket('12:00') })).toHaveAttribute(
      'href',
      'https://tickets.example/sync/1200',
    );

    // 3. The export changes: the session moves to 15:00; «Синхронизировать сейчас» pulls it and the site follows.
    file = csv(`15:00;${HALL};${FILM};2D;9,50;https://tickets.example/sync/1500`);
    await page.goto(adminUrl('main/sessions'));
    await panel.getByRole('button', { name: 'Синхронизировать сейчас' }).click();
    await expect(panel).toContainText('Применено: добавлено 1, изменено 0, удалено 1.');
    await onSiteWithin(page, `/afisha/?day=${day}`, async (p, status) => {
      return (
        status === 200 &&
        (await p.getByRole('link', { name: ticket('15:00') }).count()) > 0 &&
        (await p.getByRole('link', { name: ticket('12:00') }).count()) === 0
      );
    });

    // 4. A broken export (a time that is not one): nothing applied, the error named on the screen.
    const mails = receivedMail().length;
    file = csv(`25:99;${HALL};${FILM};2D;9,50;`, `18:00;${HALL};${FILM};2D;9,50;`);
    await page.goto(adminUrl(`main/sessions?week=${day}`));
    await page.getByLabel('Зал', { exact: true }).selectOption({ label: HALL });
    await panel.getByRole('button', { name: 'Синхронизировать сейчас' }).click();
    await expect(panel).toContainText('В файле ошибок: 1. Расписание не изменено.');
    await expect(panel).toContainText('Строка 2, «Время»');
    const dayColumn = page.getByRole('region', { name: new RegExp(formatDay(day)) });
    await expect(dayColumn.getByRole('button', { name: new RegExp(`^15:00 ${FILM}`) })).toBeVisible();
    await expect(dayColumn.getByRole('button', { name: new RegExp(`^18:00 ${FILM}`) })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('sync-failed-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('sync-failed-390.png'), fullPage: true });

    // The dashboard says so.
    await page.goto(adminUrl());
    await expect(page.getByRole('heading', { name: 'Синхронизация расписания: ошибка' })).toBeVisible();
    await expect(page.getByText(/Строка 2, «Время»/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });

    // One e-mail to the town's address, naming what went wrong and linking to the sessions.
    await expect
      .poll(
        () =>
          receivedMail()
            .slice(mails)
            .filter((m) => m.to.includes(NOTIFY_EMAILS.main)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const [mail] = receivedMail()
      .slice(mails)
      .filter((m) => m.to.includes(NOTIFY_EMAILS.main));
    expect(mail?.text).toContain('Строка 2, «Время»');
    expect(mail?.text).toContain('Расписание на сайте осталось прежним.');
    expect(mail?.text).toContain('/admin/main/sessions');
    // The site still shows the last good export.
    await page.goto(`/afisha/?day=${day}`);
    await expect(page.getByRole('link', { name: ticket('15:00') })).toBeVisible();
  });
});
