// Filling in the two visitor forms the way a visitor does, shared by the form tests.
import type { Locator, Page } from '@playwright/test';
import { tinyPdf } from '#src/applications.ts';
import { expect } from '#src/fixtures.ts';

export const PHONE = '+375291234567';
/** The forms' accessible names. */
export const CALLBACK_FORM = 'Заказать обратный звонок';
export const VACANCY_FORM = 'Откликнуться на вакансию';
/** What both forms say once the application is filed. */
export const SUCCESS = /Спасибо/;

export const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

export async function fillCallback(form: Locator, name: string) {
  await field(form, 'name').fill(name);
  await field(form, 'phone').fill(PHONE);
  await field(form, 'preferredTime').selectOption('evening');
  await field(form, 'topic').selectOption('rent');
  await field(form, 'comment').fill('Хотим арендовать зал на день рождения.');
  await form.getByRole('checkbox').check();
}

export async function fillVacancy(form: Locator, name: string) {
  await field(form, 'name').fill(name);
  await field(form, 'phone').fill(PHONE);
  await field(form, 'email').fill('e2e@example.by');
  await field(form, 'message').fill('Готов(а) работать по сменам.');
  await field(form, 'cv').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('E2E CV'),
  });
  await form.getByRole('checkbox').check();
}

/** The success message of a form (or of anything in `within`, e.g. the callback dialog). */
export async function successShown(within: Page | Locator) {
  await expect(within.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
}
