// Nothing typed is lost when the network fails (issue 33): a visitor form whose POST gets no answer stays in place
// with everything typed, the CV too, says so with the button enabled, and sending again files one application; a
// client navigation whose data did not arrive says «Нет соединения» and tries again on request.
import type { Locator, Page } from '@playwright/test';
import { expectStored, uniqueName } from '#src/applications.ts';
import { content } from '#src/content.ts';
import { expect, headerLink, markDocument, openPage, sameDocument, test } from '#src/fixtures.ts';
import {
  CALLBACK_FORM,
  field,
  fillCallback,
  fillVacancy,
  PHONE,
  successShown,
  VACANCY_FORM,
} from '#src/forms.ts';

const OFFLINE = 'Нет соединения — попробуйте ещё раз';
/** What Chromium logs for a request that got no answer, and React Router for the fetch it made. */
const NETWORK_ERRORS = /ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/;

/** Every field of a form as the visitor sees it (text, choices, the consent box), files aside. */
function shownValues(form: Locator) {
  return form.evaluate((element) =>
    Array.from((element as HTMLFormElement).elements)
      .filter((e): e is HTMLInputElement => e instanceof HTMLElement && 'name' in e && Boolean(e.name))
      .filter((e) => e.type !== 'file' && e.type !== 'hidden')
      .map((e) => [e.name, e.type === 'checkbox' ? String(e.checked) : e.value]),
  );
}

/** Makes the next visitor-form POST fail as a dropped connection does; returns how many POSTs were sent. */
async function dropFirstFormPost(page: Page) {
  const posts = { sent: 0 };
  await page.route(
    (url) => url.pathname.includes('/forms/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.sent += 1;
      if (posts.sent === 1) return route.abort('failed');
      return route.continue();
    },
  );
  return posts;
}

test.describe('a form whose POST fails', () => {
  test('the vacancy application keeps every field and the CV, and sending again files one', async ({
    page,
    problems,
  }, info) => {
    problems.allow(NETWORK_ERRORS);
    const vacancy = (await content.vacancies('main')).items[0];
    if (!vacancy) throw new Error('demo content has no vacancy');
    const name = uniqueName('Алиса');
    await openPage(page, `/vacancies/${vacancy.slug}/`);
    await markDocument(page);
    const form = page.getByRole('form', { name: VACANCY_FORM });
    await fillVacancy(form, name);
    const typed = await shownValues(form);
    expect(typed).toContainEqual(['name', name]);
    const posts = await dropFirstFormPost(page);
    const submit = form.locator('button[type="submit"]');
    await submit.click();

    await expect(form.getByRole('alert')).toHaveText(OFFLINE);
    expect(await sameDocument(page), 'the page stays').toBe(true);
    expect(await shownValues(form), 'every field as typed').toEqual(typed);
    await expect(field(form, 'message')).toHaveValue('Готов(а) работать по сменам.');
    expect(
      await field(form, 'cv').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name),
      'the chosen CV',
    ).toBe('cv.pdf');
    await expect(submit).toBeEnabled();

    await submit.click();
    await successShown(page);
    expect(posts.sent).toBe(2);
    expectStored({
      kind: 'vacancy',
      town: 'main',
      name,
      count: 1,
      vacancy: vacancy.slug,
      cv: true,
      phone: PHONE,
      test: info.title,
    });
  });

  test('the callback dialog keeps what was typed, and sending again files one', async ({
    page,
    problems,
  }, info) => {
    problems.allow(NETWORK_ERRORS);
    const name = uniqueName('Глеб');
    await openPage(page, '/afisha/');
    await markDocument(page);
    await page.locator('header').getByRole('link', { name: 'Перезвоните мне' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    const typed = await shownValues(form);
    const posts = await dropFirstFormPost(page);
    const submit = form.getByRole('button', { name: 'Перезвоните мне' });
    await submit.click();

    await expect(form.getByRole('alert')).toHaveText(OFFLINE);
    await expect(dialog).toBeVisible();
    expect(await sameDocument(page), 'the page stays').toBe(true);
    expect(await shownValues(form), 'every field as typed').toEqual(typed);
    await expect(field(form, 'name')).toHaveValue(name);
    await expect(field(form, 'preferredTime')).toHaveValue('evening');
    await expect(field(form, 'topic')).toHaveValue('rent');
    await expect(field(form, 'comment')).toHaveValue('Хотим арендовать зал на день рождения.');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(dialog.getByRole('status')).toContainText('Спасибо');
    expect(posts.sent).toBe(2);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
  });

  test('sent while the browser is offline, a form stays on the page and is filed once back online', async ({
    page,
    context,
    problems,
  }, info) => {
    problems.allow(NETWORK_ERRORS);
    const name = uniqueName('Нина');
    await openPage(page, '/contacts/');
    await markDocument(page);
    const form = page.locator('main').getByRole('form', { name: CALLBACK_FORM });
    await fillCallback(form, name);
    const typed = await shownValues(form);
    await context.setOffline(true);
    const submit = form.getByRole('button', { name: 'Перезвоните мне' });
    await submit.click();

    await expect(form.getByRole('alert')).toHaveText(OFFLINE);
    expect(await sameDocument(page), 'no reload onto the browser’s offline page').toBe(true);
    await expect(page).toHaveURL(/\/contacts\/$/);
    expect(await shownValues(form), 'every field as typed').toEqual(typed);
    await expect(submit).toBeEnabled();

    await context.setOffline(false);
    await submit.click();
    await successShown(page);
    expectStored({ kind: 'callback', town: 'main', name, count: 1, phone: PHONE, test: info.title });
  });
});

test('a navigation whose data did not arrive says «Нет соединения», and its retry loads the page', async ({
  page,
  problems,
}) => {
  problems.allow(NETWORK_ERRORS);
  await openPage(page, '/');
  await markDocument(page);
  // The router's own request for the next page's data (a hover's prefetch is a <link>, not a fetch) fails once.
  let failed = 0;
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      if (route.request().resourceType() === 'fetch' && failed === 0) {
        failed += 1;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    },
  );
  await headerLink(page, '/news/').click();

  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Нет соединения');
  await expect(page).toHaveURL(/\/news\/$/);
  await expect(main).not.toContainText('страница не найдена');
  await main.getByRole('link', { name: 'Попробовать ещё раз' }).click();

  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('Нет соединения');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Новости');
  expect(failed).toBe(1);
  expect(await sameDocument(page), 'the retry is a client navigation').toBe(true);
});
