// The two visitor forms, with and without JavaScript: stored when valid (checked in stored.spec.ts), field errors
// with everything typed kept when not, and a quick double submit files one application.
import type { Browser, Page } from '@playwright/test';
import { expectStored, uniqueName } from '#src/applications.ts';
import { content } from '#src/content.ts';
import { expect, openPage, type PageProblems, test, watchProblems } from '#src/fixtures.ts';
import {
  CALLBACK_FORM,
  field,
  fillCallback,
  fillVacancy,
  PHONE,
  SUCCESS,
  successShown,
  VACANCY_FORM,
} from '#src/forms.ts';
import { runEnv } from '#src/run-env.ts';

async function vacancySlug() {
  const vacancy = (await content.vacancies('main')).items[0];
  if (!vacancy) throw new Error('demo content has no vacancy');
  return vacancy.slug;
}

/** A context with JavaScript off, watched for errors like the default one. */
async function noJsPage(
  browser: Browser,
): Promise<{ page: Page; problems: PageProblems; close(): Promise<void> }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: runEnv().siteUrl,
    locale: 'ru-RU',
  });
  const problems = watchProblems(context);
  const page = await context.newPage();
  return {
    page,
    problems,
    close: async () => {
      await context.close();
      expect(problems.unexpected(), 'console errors (JS off)').toEqual([]);
    },
  };
}

test.describe('with JavaScript', () => {
  test('a callback request from the contacts page is filed without a page reload', async ({ page }, info) => {
    const name = uniqueName('Игорь');
    await openPage(page, '/contacts/');
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
    });
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await successShown(page);
    expect(documents, 'no full page load for a submission with JS').toBe(0);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
  });

  test('a callback request from the header dialog in Rechitsa is filed', async ({ page }, info) => {
    const name = uniqueName('Ольга');
    await openPage(page, '/rechitsa/afisha/');
    await page.locator('header').getByRole('link', { name: 'Перезвоните мне' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expectStored({ kind: 'callback', town: 'rechitsa', name, count: 1, phone: PHONE, test: info.title });
  });

  test('after a callback request, the dialog opens empty for the next one, on another page and topic', async ({
    page,
  }, info) => {
    const first = uniqueName('Павел');
    const second = uniqueName('Вера');
    await openPage(page, '/afisha/');
    await page.locator('header').getByRole('link', { name: 'Перезвоните мне' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, first);
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    // Another page of the same visit (a client navigation: the page is not loaded again), another question.
    await page.locator('header').getByRole('link', { name: 'Услуги' }).first().click();
    await expect(page).toHaveURL(/\/services\/$/);
    await page
      .locator('main')
      .getByRole('link', { name: /^Заказать — / })
      .first()
      .click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(field(form, 'name')).toHaveValue('');
    await expect(field(form, 'topic')).not.toHaveValue('');
    await field(form, 'name').fill(second);
    await field(form, 'phone').fill(PHONE);
    await field(form, 'preferredTime').selectOption('evening');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expectStored({ kind: 'callback', town: 'main', name: first, count: 1, phone: PHONE, test: info.title });
    expectStored({ kind: 'callback', town: 'main', name: second, count: 1, phone: PHONE, test: info.title });
  });

  // biome-ignore lint/suspicious/useExpect: successShown() expects the confirmation; stored.spec.ts checks the expectStored() entry in the database
  test('a vacancy application with a CV is filed', async ({ page }, info) => {
    const name = uniqueName('Анна');
    const slug = await vacancySlug();
    await openPage(page, `/vacancies/${slug}/`);
    const form = page.getByRole('form', { name: VACANCY_FORM });
    await fillVacancy(form, name);
    await form.getByRole('button').last().click();
    await successShown(page);
    expectStored({
      kind: 'vacancy',
      town: 'main',
      name,
      count: 1,
      vacancy: slug,
      cv: true,
      phone: PHONE,
      test: info.title,
    });
  });

  test('invalid input shows field errors and keeps what was typed', async ({ page }, info) => {
    const name = uniqueName('Борис');
    await openPage(page, '/contacts/');
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await field(form, 'name').fill(name);
    await field(form, 'phone').pressSequentially('12345');
    const comment = 'Этот комментарий нельзя терять';
    await field(form, 'comment').fill(comment);
    await field(form, 'topic').selectOption('certificates');
    const typedPhone = await field(form, 'phone').inputValue();
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();

    for (const invalid of ['phone', 'consent'])
      await expect(field(form, invalid), `${invalid} is marked invalid`).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    await expect(field(form, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('белорусский номер');
    await expect(form).toContainText('согласие на обработку');
    await expect(field(form, 'phone')).toBeFocused();
    await expect(field(form, 'name')).toHaveValue(name);
    await expect(field(form, 'phone')).toHaveValue(typedPhone);
    await expect(field(form, 'comment')).toHaveValue(comment);
    await expect(field(form, 'topic')).toHaveValue('certificates');
    expectStored({ kind: 'callback', town: 'main', name, count: 0, test: info.title });
  });

  // biome-ignore lint/suspicious/useExpect: successShown() expects the confirmation; stored.spec.ts checks the expectStored() entry in the database
  test('submitting twice quickly files one application', async ({ page }, info) => {
    const name = uniqueName('Дмитрий');
    await openPage(page, '/contacts/');
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    // Two clicks in the same task: the second lands before React can disable the button.
    await form.evaluate((element) => {
      const button = element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      button.click();
      button.click();
    });
    await successShown(page);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
  });
  test('sent again while its first answer never came, a form files one application (it keeps its seed)', async ({
    page,
    problems,
  }, info) => {
    const name = uniqueName('Виктор');
    await openPage(page, '/contacts/');
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    // No seed in the page: the browser makes it when the form is first sent.
    await expect(field(form, '_submission')).toHaveValue('');
    const seeds: string[] = [];
    let firstFiled = false;
    let secondSent: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      secondSent = resolve;
    });
    await page.route(/\/forms\/callback\//, async (route) => {
      seeds.push(new URLSearchParams(route.request().postData() ?? '').get('_submission') ?? '');
      if (seeds.length > 1) {
        secondSent();
        return route.continue();
      }
      // The application reaches the server and is filed; its answer never reaches the browser.
      await route.fetch();
      firstFiled = true;
      await second;
      await route.abort('connectionreset').catch(() => undefined);
    });
    problems.allow(/Failed to load resource|ERR_CONNECTION_RESET|ERR_FAILED/);
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await expect.poll(() => firstFiled).toBe(true);
    // The visitor, seeing nothing happen, sends it again.
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    await successShown(page);
    expect(seeds).toHaveLength(2);
    expect(seeds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seeds[1]).toBe(seeds[0]);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
  });
});

test.describe('without JavaScript', () => {
  // biome-ignore lint/suspicious/useExpect: successShown() expects the confirmation; stored.spec.ts checks the expectStored() entry in the database
  test('a callback request is filed', async ({ browser }, info) => {
    const { page, close } = await noJsPage(browser);
    const name = uniqueName('Павел');
    await page.goto('/rechitsa/contacts/');
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await successShown(page);
    expectStored({ kind: 'callback', town: 'rechitsa', name, count: 1, phone: PHONE, test: info.title });
    await close();
  });

  test('the header asks for the callback dialog, which files a callback request', async ({
    browser,
  }, info) => {
    const { page, close } = await noJsPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const name = uniqueName('Тимур');
    await page.goto('/afisha/');
    // The dialog is not in every page: the header's link asks the server for the page with it.
    await expect(page.locator('dialog')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Перезвоните мне' }).click();
    await expect(page).toHaveURL(/\/afisha\/\?callback=1#callback-dialog$/);
    const dialog = page.locator('#callback-dialog');
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await successShown(page);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
    await close();
  });

  // biome-ignore lint/suspicious/useExpect: successShown() expects the confirmation; stored.spec.ts checks the expectStored() entry in the database
  test('a vacancy application with a CV is filed', async ({ browser }, info) => {
    const { page, close } = await noJsPage(browser);
    const name = uniqueName('Светлана');
    const slug = await vacancySlug();
    await page.goto(`/vacancies/${slug}/`);
    const form = page.getByRole('form', { name: VACANCY_FORM });
    await fillVacancy(form, name);
    await form.getByRole('button').last().click();
    await successShown(page);
    expectStored({
      kind: 'vacancy',
      town: 'main',
      name,
      count: 1,
      vacancy: slug,
      cv: true,
      phone: PHONE,
      test: info.title,
    });
    await close();
  });

  test('invalid input comes back from the server with field errors and what was typed', async ({
    browser,
  }, info) => {
    const { page, problems, close } = await noJsPage(browser);
    // The server answers a rejected form with 400; Chromium logs that status for the document.
    problems.allow(/status of 4\d\d/);
    const name = uniqueName('Кирилл');
    const slug = await vacancySlug();
    await page.goto(`/vacancies/${slug}/`);
    const form = page.getByRole('form', { name: VACANCY_FORM });
    const message = 'Опыт работы кассиром — три года.';
    await field(form, 'name').fill(name);
    await field(form, 'phone').fill('+375 11 000');
    await field(form, 'email').fill('не-почта');
    await field(form, 'message').fill(message);
    await form.getByRole('button').last().click();
    await page.waitForLoadState();
    const after = page.getByRole('form', { name: VACANCY_FORM });
    for (const invalid of ['phone', 'email', 'consent'])
      await expect(field(after, invalid), `${invalid} is marked invalid`).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    await expect(field(after, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(after, 'name')).toHaveValue(name);
    await expect(field(after, 'phone')).toHaveValue('+375 11 000');
    await expect(field(after, 'email')).toHaveValue('не-почта');
    await expect(field(after, 'message')).toHaveValue(message);
    expectStored({ kind: 'vacancy', town: 'main', name, count: 0, vacancy: slug, test: info.title });
    await close();
  });

  test('submitting twice quickly files one application', async ({ browser }, info) => {
    const { page, close } = await noJsPage(browser);
    const name = uniqueName('Наталья');
    await page.goto('/contacts/');
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.isNavigationRequest());
    await form.getByRole('button', { name: 'Перезвоните мне' }).dblclick();
    const first = await posted;
    await successShown(page);
    // Whatever the double click got through, send the very same form once more, as a second tab or a resend would.
    const again = await page.request.fetch(first.url(), {
      method: 'POST',
      headers: { 'content-type': (await first.allHeaders())['content-type'] ?? '' },
      data: first.postDataBuffer() ?? Buffer.alloc(0),
      maxRedirects: 0,
    });
    expect(again.status(), 'the repeated submission is answered, not rejected').toBeLessThan(400);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
    await close();
  });
});
