// The applications inbox end to end (issue 11): a visitor applies for a vacancy in Rechitsa with a CV; an hr account
// of Rechitsa signs in at /admin/, sees it as new, downloads the very same bytes and marks it done; an editor gets 403
// from the inbox API and has no «Заявки» in the menu; the notification e-mail reached the run's local SMTP server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expectStored, tinyPdf, uniqueName } from '#src/applications.ts';
import { demoAccount } from '#src/demo-account.ts';
import { expect, openPage, test } from '#src/fixtures.ts';
import { field, PHONE, successShown, VACANCY_FORM } from '#src/forms.ts';
import { NOTIFY_EMAILS } from '#src/global-setup.ts';
import { receivedMail } from '#src/mail.ts';
import { pathOf, sampleParams } from '#src/routes.ts';
import { runEnv } from '#src/run-env.ts';

/** The workspace, at the content service's public origin (the suite's proxy). */
const adminUrl = (path = '') => `${runEnv().proxyUrl}/admin/${path.replace(/^\//, '')}`;

/** The admin API as a signed-in staff member, from the workspace's own origin (the API checks Origin on writes). */
async function apiAs(email: string, password: string): Promise<APIRequestContext> {
  const origin = runEnv().proxyUrl;
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const signIn = await api.post('/admin/v1/session', { data: { email, password } });
  expect(signIn.status(), `sign-in of ${email}`).toBe(200);
  return api;
}

/** A staff account made by the demo admin through the admin API, as an admin would in «Сотрудники». */
async function staffAccount(admin: APIRequestContext, role: 'hr' | 'editor', name: string) {
  const account = {
    email: `${role}-${Date.now().toString(36)}@kino.test`,
    name,
    role,
    towns: ['rechitsa'],
    password: `e2e-${role}-password-${Date.now()}`,
  };
  const created = await admin.post('/admin/v1/accounts', { data: account });
  expect(created.status(), `new ${role} account`).toBe(201);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(adminUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
}

const SCREENS = fileURLToPath(new URL('../test-results/screens', import.meta.url));

/** The page at 1280 and 360 px, whole, in test-results/screens/inbox-<name>-<width>.png, for people to look at. */
async function screens(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: join(SCREENS, `inbox-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('applications inbox', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeEach(({ problems }) => {
    // Before signing in, the workspace asks who is signed in and is told 401.
    problems.allow(/status of 401/);
  });

  test('a CV sent in Rechitsa reaches hr as new, downloads as the same bytes, is marked done and was e-mailed', async ({
    page,
  }, info) => {
    // The visitor: a vacancy page of Rechitsa, the form with a PDF CV of this run's own bytes.
    const params = await sampleParams('rechitsa', 'vacancies-vacancy');
    const path = pathOf('rechitsa', 'vacancies-vacancy', params);
    const name = uniqueName('Ирина');
    const cv = tinyPdf(`E2E inbox ${Date.now()}`);
    await openPage(page, path);
    const form = page.getByRole('main').getByRole('form', { name: VACANCY_FORM });
    await field(form, 'name').fill(name);
    await field(form, 'phone').fill(PHONE);
    await field(form, 'message').fill('Хочу работать в кинотеатре.');
    await field(form, 'cv').setInputFiles({ name: 'резюме.pdf', mimeType: 'application/pdf', buffer: cv });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить отклик' }).click();
    await successShown(page.getByRole('main'));
    expectStored({
      kind: 'vacancy',
      town: 'rechitsa',
      name,
      count: 1,
      vacancy: params.vacancy,
      cv: true,
      phone: PHONE,
      test: info.title,
    });

    // The admin makes an hr account of Rechitsa.
    const { email: adminEmail, password: adminPassword } = demoAccount();
    const admin = await apiAs(adminEmail, adminPassword);
    const hr = await staffAccount(admin, 'hr', 'Отдел кадров Речица');
    await admin.dispose();

    // hr: the menu leads to Rechitsa's inbox, where the application is new.
    await signIn(page, hr.email, hr.password);
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    // «Главная» and «Заявки»: no town's content sections for hr.
    await expect(nav.getByRole('link', { name: 'Фильмы' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Заявки' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\/rechitsa$/);
    await page.getByRole('link', { name: 'Вакансии' }).click();
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Новая')).toBeVisible();
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\/rechitsa\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: `Отклик на вакансию: ${name}` })).toBeVisible();
    await expect(page.getByText(/^редакция .+, дано /)).toBeVisible();

    // The CV: a download (never shown in the page) of exactly the bytes the visitor sent.
    const cvLink = page.getByRole('link', { name: /Скачать резюме/ });
    const [download] = await Promise.all([page.waitForEvent('download'), cvLink.click()]);
    const saved = await download.path();
    expect(readFileSync(saved).equals(cv), 'the downloaded CV is the uploaded file').toBe(true);
    const answer = await page.request.get(
      `${runEnv().proxyUrl}/admin/v1/towns/rechitsa/applications/${id}/cv`,
    );
    expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');

    // Marked done with a note; the list shows it done.
    await page.getByRole('combobox', { name: 'Состояние' }).selectOption('done');
    await page.getByRole('textbox', { name: /Заметка/ }).fill('Пригласили на собеседование.');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено.' })).toBeVisible();
    await expect(page.getByText('Пригласили на собеседование.')).toBeVisible();
    await page.getByRole('link', { name: /← Заявки · Речица/ }).click();
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Обработана')).toBeVisible();
    await screens(page, 'list');

    // The selection as CSV: a plain link, a file with Excel's byte order mark and exactly this application.
    const listed = page.getByRole('row').filter({ hasText: name });
    await listed.getByRole('checkbox').check();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Экспорт CSV (выбрано: 1)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^applications-rechitsa-.*\.csv$/);
    const table = readFileSync(await csv.path(), 'utf8');
    expect(table.startsWith('\uFEFF'), 'a byte order mark for Excel').toBe(true);
    expect(table.split(name)).toHaveLength(2);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(page.getByText('Пригласили на собеседование.')).toBeVisible();
    await screens(page, 'detail');

    // The e-mail to Rechitsa's address links to this application (and carries no name or phone).
    await expect
      .poll(
        () =>
          receivedMail().filter(
            (m) => m.to.includes(NOTIFY_EMAILS.rechitsa) && m.text.includes(`/admin/inbox/rechitsa/${id}`),
          ).length,
        { timeout: 60_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe(1);
    const [mail] = receivedMail().filter((m) => m.text.includes(id));
    expect(mail?.text).not.toContain(name);
    expect(mail?.text).not.toContain(PHONE.slice(4));

    // An admin sees, from the application, who read, downloaded, exported and changed it.
    await page.getByRole('button', { name: 'Выйти' }).click();
    // Signed out, not «expired»: the sign-in screen without the expired-session notice.
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(page).not.toHaveURL(/expired=1/);
    await expect(page.getByText('Сеанс работы истёк')).toHaveCount(0);
    await signIn(page, adminEmail, adminPassword);
    await page.goto(adminUrl(`inbox/rechitsa/${id}`));
    await page.getByRole('link', { name: 'Журнал доступа к этой заявке' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Доступ к персональным данным' })).toBeVisible();
    for (const action of ['Просмотр заявки', 'Скачано резюме', 'Экспорт CSV', 'Смена состояния'])
      await expect(
        page.getByRole('row').filter({ hasText: hr.email }).filter({ hasText: action }).first(),
        action,
      ).toBeVisible();
    await screens(page, 'access-log');
  });

  test('an editor is refused the inbox by the API (403) and has no «Заявки» in the menu', async ({
    page,
  }) => {
    const { email: adminEmail, password: adminPassword } = demoAccount();
    const admin = await apiAs(adminEmail, adminPassword);
    const editor = await staffAccount(admin, 'editor', 'Редактор Речица');
    await admin.dispose();

    const api = await apiAs(editor.email, editor.password);
    for (const path of [
      '/admin/v1/towns/rechitsa/applications',
      '/admin/v1/towns/rechitsa/applications.csv',
      '/admin/v1/personal-data-log',
    ])
      expect((await api.get(path)).status(), path).toBe(403);
    await api.dispose();

    await signIn(page, editor.email, editor.password);
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await expect(nav.getByRole('link', { name: 'Фильмы' })).toBeVisible();
    await expect(nav.getByText('Заявки')).toHaveCount(0);
  });
});
