// The audit log in words (issue 34, decision 133): after a film's title is changed in its editor, «Журнал изменений»
// says «Название: … → …» with the town by name and the person by name; filtering by person and by kind works and lives
// in the address (reload and Back keep it); the sign-ins are apart, under «Входы в рабочее место».
import { demoAccount } from '#src/demo-account.ts';
import { expect, test } from '#src/fixtures.ts';
import { runEnv } from '#src/run-env.ts';
import { adminUrl, screens, signIn } from '#src/staff.ts';

test.describe('the audit log in words', () => {
  test.setTimeout(120_000);
  test.beforeEach(({ problems }) => {
    // The workspace asks for its session before signing in.
    problems.allow(/status of 401/);
  });

  test('an edit shows its field in words; filters by person and kind live in the address', async ({
    page,
  }) => {
    await signIn(page);
    const api = (path: string) => `${runEnv().proxyUrl}/admin/v1/${path}`;
    const headers = { origin: runEnv().proxyUrl };
    // A film of our own (a draft: the site and the other specs never see it), copied from a demo film.
    const stamp = Date.now().toString(36);
    const title = `Журнал ${stamp}`;
    const list = (await (await page.request.get(api('towns/rechitsa/films?perPage=1'))).json()) as {
      items: Array<{ id: number }>;
    };
    const demo = (await (
      await page.request.get(api(`towns/rechitsa/films/${list.items[0]!.id}`))
    ).json()) as {
      data: Record<string, unknown>;
    };
    const created = await page.request.post(api('towns/rechitsa/films'), {
      headers,
      data: { ...demo.data, slug: `zhurnal-${stamp}`, title },
    });
    expect(created.status(), await created.text()).toBe(201);
    const filmId = ((await created.json()) as { id: number }).id;

    // The edit, in the film's editor.
    await page.goto(adminUrl(`rechitsa/films/${filmId}`));
    const titleField = page.getByRole('textbox', { name: /^Название/ });
    await expect(titleField).toHaveValue(title);
    await titleField.fill(`${title}: вторая часть`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(/Сохранено/).first()).toBeVisible();

    const { email } = demoAccount();
    const accounts = (await (await page.request.get(api('accounts'))).json()) as Array<{
      id: number;
      name: string;
      email: string;
    }>;
    const me = accounts.find((a) => a.email === email)!;

    await page.goto(adminUrl('audit'));
    const table = page.getByRole('table', { name: 'Журнал изменений' });
    const edit = table.getByRole('row').filter({ hasText: `Название: ${title} → ${title}: вторая часть` });
    await expect(edit).toHaveCount(1);
    await expect(edit.getByRole('cell', { name: 'Речица', exact: true })).toBeVisible();
    await expect(edit.getByRole('cell', { name: `${me.name} (${email})` })).toBeVisible();
    // By default the sign-ins are left out.
    await expect(page.getByRole('combobox', { name: 'Раздел' })).toHaveValue('all');
    await expect(table.getByText(`Вход: ${email}`)).toHaveCount(0);
    await screens(page, 'audit-changes');

    // By person: the address says so, and the edit is still there.
    await page.getByRole('combobox', { name: 'Сотрудник' }).selectOption(String(me.id));
    await expect(page).toHaveURL(new RegExp(`[?&]account=${me.id}`));
    await expect(edit).toHaveCount(1);
    // By kind: «Сотрудники» has no film edit; «Фильмы» has it.
    await page.getByRole('combobox', { name: 'Раздел' }).selectOption('account');
    await expect(page).toHaveURL(/[?&]kind=account/);
    await expect(edit).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Раздел' }).selectOption('film');
    await expect(edit).toHaveCount(1);
    // The sign-ins alone: ours is there, the film edit is not.
    await page.getByRole('combobox', { name: 'Раздел' }).selectOption('Входы в рабочее место');
    await expect(page).toHaveURL(/[?&]kind=sign-in/);
    await expect(table.getByText(`Вход: ${email}`).first()).toBeVisible();
    await expect(edit).toHaveCount(0);
    await screens(page, 'audit-sign-ins');
    // Reload keeps the filters; Back returns to the films.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Раздел' })).toHaveValue('sign-in');
    await expect(page.getByRole('combobox', { name: 'Сотрудник' })).toHaveValue(String(me.id));
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Раздел' })).toHaveValue('film');
    await expect(edit).toHaveCount(1);
  });
});
