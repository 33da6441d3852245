// The media library (issue 34): a picture uploaded once is reused from an editor's «Выбрать из медиатеки», the library
// then names the film that shows it and will not delete it; an unused one is deleted after a question.
import { expect, test } from '#src/fixtures.ts';
import { adminUrl, signIn } from '#src/staff.ts';

/** A 40×60 PNG of one colour: what the library keeps is the file's name and where it is used. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAA8CAIAAACb22+3AAAAOElEQVR4nO3NQQkAAAgEsOtkFkua0hgiDPZfpvpExGKxWCwWi8VisVgsFovFYrFYLBaLxWLxp3gBg+o1ZrcuXYQAAAAASUVORK5CYII=',
  'base64',
);

test.describe('the media library', () => {
  test.setTimeout(180_000);

  test.beforeEach(({ problems }) => {
    // Signing in starts with a 401.
    problems.allow(/status of 401/);
  });

  test('an uploaded picture is reused as a poster, named where it is used, deleted only when unused', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(adminUrl('main/media'));
    await expect(page.getByRole('heading', { level: 1, name: 'Медиатека' })).toBeVisible();
    await page
      .getByLabel('Загрузить изображение')
      .setInputFiles({ name: 'e2e-poster.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Изображение загружено.')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'e2e-poster.png' });
    await expect(card).toContainText('Нигде не используется');

    // A film's editor picks it from the library instead of a file.
    await page.goto(adminUrl('main/films'));
    await page.getByRole('link', { name: 'Орбита' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Орбита/ })).toBeVisible();
    await page.getByRole('button', { name: 'Выбрать из медиатеки' }).click();
    const dialog = page.getByRole('dialog', { name: 'Медиатека' });
    await dialog.getByRole('searchbox').fill('e2e-poster');
    await dialog.getByRole('button', { name: 'Выбрать «e2e-poster.png»' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Сохранено.')).toBeVisible();

    // The library names the film and keeps the picture.
    await page.goto(adminUrl('main/media?q=e2e-poster'));
    const used = page.getByRole('listitem').filter({ hasText: 'e2e-poster.png' });
    await expect(used.getByRole('link', { name: '«Орбита»' })).toBeVisible();
    await expect(used.getByRole('button', { name: /Удалить/ })).toBeDisabled();

    // Another, unused picture goes after a question.
    await page
      .getByLabel('Загрузить изображение')
      .setInputFiles({ name: 'e2e-spare.png', mimeType: 'image/png', buffer: PNG });
    await page.goto(adminUrl('main/media?q=e2e-spare'));
    await page.getByRole('button', { name: 'Удалить «e2e-spare.png»' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить изображение?' })
      .getByRole('button', { name: 'Удалить навсегда' })
      .click();
    await expect(page.getByText('Изображение удалено.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'e2e-spare.png' })).toHaveCount(0);
  });
});
