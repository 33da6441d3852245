// Staff accounts and the leave guard end to end (issue 34, decisions 100 and 101): leaving a changed form asks in the
// workspace's dialog (and «Отмена» keeps the text), closing the tab asks the browser; «Забыли пароль» e-mails a link
// through the run's SMTP server that signs a person in once and not twice; a temporary password from «Сотрудники»
// leads to the password screen and nowhere else until it is changed.
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { demoAccount } from '#src/demo-account.ts';
import { expect, test } from '#src/fixtures.ts';
import { receivedMail } from '#src/mail.ts';
import { runEnv } from '#src/run-env.ts';
import { adminUrl, screens as screensNamed } from '#src/staff.ts';

/** Whether the window has a listener for the event (Chromium's DevTools protocol: what the page registered). */
async function listensFor(page: Page, type: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.some((listener) => listener.type === type);
  } finally {
    await cdp.detach();
  }
}

/** The page at 1280 and 390 px in test-results/screens/accounts-<name>-<width>.png. */
const screens = (page: Page, name: string) => screensNamed(page, `accounts-${name}`);

/** The admin API as the demo admin, from the workspace's own origin (the API checks Origin on writes). */
async function adminApi(): Promise<APIRequestContext> {
  const origin = runEnv().proxyUrl;
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const { email, password } = demoAccount();
  expect((await api.post('/admin/v1/session', { data: { email, password } })).status()).toBe(200);
  return api;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Разделы' });
/** A link of the workspace's menu to a path (the menu has each section once per town). */
const menuLink = (page: Page, path: string) => menu(page).locator(`a[href$="/admin/${path}"]`);

/** Signs in at the sign-in screen; its first load (the whole workspace's code) gets time on a busy machine. */
/** The demo admin, signed in, with the menu shown. */
async function signIn(page: Page) {
  const { email, password } = demoAccount();
  await signInAs(page, email, password);
  await expect(menu(page)).toBeVisible({ timeout: 30_000 });
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(adminUrl('sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test.describe('staff accounts', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  test.beforeEach(({ problems }) => {
    // Before signing in, the workspace asks who is signed in and is told 401.
    problems.allow(/status of 401|status of 400|status of 403/);
  });

  test('leaving a changed form asks; «Отмена» keeps the text; a value typed back to the original does not ask', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(adminUrl('rechitsa/films/new'));
    const title = page.getByRole('textbox', { name: 'Название', exact: true });
    await title.fill('Фильм, который не сохранили');
    await menuLink(page, 'rechitsa/news').click();
    const dialog = page.getByRole('dialog', { name: 'Уйти без сохранения?' });
    await expect(dialog).toBeVisible();
    await screens(page, 'leave-guard');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/rechitsa\/films\/new$/);
    await expect(title).toHaveValue('Фильм, который не сохранили');
    // Typed back to what it was: no question.
    await title.fill('');
    await menuLink(page, 'rechitsa/news').click();
    await expect(page).toHaveURL(/\/rechitsa\/news$/);
    await expect(dialog).toBeHidden();
    // A stored news item: changed, then left through the menu on purpose.
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/rechitsa\/news\/\d+$/);
    const heading = page.getByRole('textbox', { name: 'Заголовок', exact: true });
    await heading.fill(`${await heading.inputValue()} (правка)`);
    await menuLink(page, 'rechitsa/films').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Уйти, не сохраняя' }).click();
    await expect(page).toHaveURL(/\/rechitsa\/films$/);
  });

  test('closing the tab with a changed form asks the browser', async ({ page }) => {
    await signIn(page);
    await page.goto(adminUrl('rechitsa/films/new'));
    const title = page.getByRole('textbox', { name: 'Название', exact: true });
    await expect(title).toBeEditable();
    expect(await listensFor(page, 'beforeunload'), 'an unchanged form lets the tab close').toBe(false);
    await title.fill('Несохранённый фильм');
    // The guard is armed once React has rendered the change and the form has told it (CI closed the tab before).
    await expect.poll(() => listensFor(page, 'beforeunload'), 'the page asks before it is closed').toBe(true);
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
  });

  test('«Забыли пароль»: the e-mailed link signs the person in once, and not twice', async ({ page }) => {
    const api = await adminApi();
    const email = `reset-${Date.now().toString(36)}@kino.test`;
    const created = await api.post('/admin/v1/accounts', {
      data: {
        email,
        name: 'Вера Лесная',
        role: 'editor',
        towns: ['rechitsa'],
        password: 'forgotten password 1',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(adminUrl('sign-in'));
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Забыли пароль' })).toBeVisible();
    await screens(page, 'forgot');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByText('Если этот адрес есть в рабочем месте')).toBeVisible();
    let link = '';
    await expect
      .poll(
        () => {
          const mail = receivedMail().findLast((m) => m.to.includes(email));
          link = mail?.text.match(/https?:\/\/\S+\/admin\/reset-password#[A-Za-z0-9_-]+/)?.[0] ?? '';
          return link;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    expect(link.startsWith(`${runEnv().proxyUrl}/admin/reset-password#`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeVisible();
    const field = page.locator('input[name="newPassword"]');
    await field.fill('my own new password');
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await screens(page, 'reset');
    await page.getByRole('button', { name: 'Сохранить и войти' }).click();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByText('Вера Лесная')).toBeVisible();

    // Signed out, the same link again: refused, and not signed in.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await page.goto(link);
    await page.locator('input[name="newPassword"]').fill('somebody else password');
    await page.getByRole('button', { name: 'Сохранить и войти' }).click();
    await expect(page.getByRole('alert')).toContainText('Ссылка недействительна');
    await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
    await api.dispose();
  });

  test('a temporary password from «Сотрудники» must be changed before anything else', async ({ page }) => {
    await signIn(page);
    await page.goto(adminUrl('accounts'));
    const email = `temp-${Date.now().toString(36)}@kino.test`;
    const form = page.getByRole('group', { name: 'Новый сотрудник' });
    await form.getByLabel('Имя').fill('Пётр Временный');
    await form.getByLabel('Электронная почта').fill(email);
    await form.getByLabel('Речица').check();
    await form.getByLabel('Временный пароль').fill('temporary password 9');
    await expect(form.getByText('при первом входе сотрудник задаст свой')).toBeVisible();
    await form.getByRole('button', { name: 'Создать' }).click();
    await expect(page.getByText(`Создан: ${email}.`)).toBeVisible();

    // The admin changes the name in the row's dialog.
    await page.getByRole('button', { name: `Изменить: ${email}` }).click();
    const edit = page.getByRole('dialog', { name: `Изменить: ${email}` });
    await edit.getByLabel('Имя').fill('Пётр Постоянный');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('cell', { name: /Пётр Постоянный/ })).toBeVisible();
    await page.getByRole('button', { name: `Сбросить пароль: ${email}` }).click();
    await expect(page.getByRole('dialog', { name: `Сбросить пароль: ${email}` })).toBeVisible();
    await screens(page, 'reset-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).last().click();
    await screens(page, 'list');

    // The person signs in (here, once the admin has signed out).
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    const person = page;
    await signInAs(person, email, 'temporary password 9');
    await expect(person.getByRole('heading', { level: 1, name: 'Смена пароля' })).toBeVisible();
    await expect(person.getByText('Ваш пароль задан администратором и временный')).toBeVisible();
    await screens(person, 'forced-change');
    // The menu leads nowhere else until the password is changed: the films' address is refused before it shows (the
    // address never changes, so the form is not mounted anew under the fields being filled).
    const addresses: string[] = [];
    person.on('framenavigated', (frame) => {
      if (frame === person.mainFrame()) addresses.push(new URL(frame.url()).pathname);
    });
    await menuLink(person, 'rechitsa/films').click();
    await expect(person).toHaveURL(/\/password$/);
    await person.getByLabel('Временный пароль').fill('temporary password 9');
    await person.getByLabel('Новый пароль').fill('petr own password 1');
    await person.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(person.getByRole('heading', { level: 1, name: 'Смена пароля' })).toBeHidden();
    expect(
      addresses.filter((path) => path.endsWith('/rechitsa/films')),
      'the films address was never shown',
    ).toEqual([]);
    await menuLink(person, 'rechitsa/films').click();
    await expect(person.getByRole('heading', { level: 1, name: 'Фильмы' })).toBeVisible();
  });
});
