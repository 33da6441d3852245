// Publishing on time and the daily conveniences (issue 34): a copy of a news item scheduled a minute ahead appears on
// the site by itself; an item deleted to the trash and restored, and a version restored from the history, are what
// they were; two FAQ items unpublished at once leave the site.
//
// The suite pins the servers' cinema clock (src/clock.ts), but a scheduled moment is a real one: the workspace takes it
// in the browser (which keeps the real date) and the service publishes by its database's clock
// (docs/decisions/105-publishing-on-time.md), so «a minute from now» here is a minute of the real clock.
import { toLocalIso } from '@kino/api/cinema-time';
import type { Page } from '@playwright/test';
import { expect, test } from '#src/fixtures.ts';
import { runEnv } from '#src/run-env.ts';
import { onSiteWithin, signIn } from '#src/staff.ts';

interface NewsSummary {
  id: number;
  slug: string;
  title: string;
}

/** Rechitsa's published news as the site reads them (the main town's are admin.spec's). */
async function rechitsaNews(): Promise<NewsSummary[]> {
  const response = await fetch(`${runEnv().contentUrl}/rechitsa/kino/v1/news?perPage=10`);
  return ((await response.json()) as { items: NewsSummary[] }).items;
}

/**
 * A second tab for the site; the workspace's tab stays in front (a background tab's timers are throttled), the site's
 * is only navigated.
 */
async function sitePage(page: Page): Promise<Page> {
  const site = await page.context().newPage();
  await page.bringToFront();
  return site;
}

/**
 * A Rechitsa section through the workspace's menu: the app is loaded once per test (at sign-in) and moves within
 * itself, as staff use it; the site is looked at in a second tab.
 */
async function section(page: Page, key: 'news' | 'faq' | 'trash') {
  await page.getByRole('navigation', { name: 'Разделы' }).locator(`a[href$="/rechitsa/${key}"]`).click();
}

test.describe('publishing on time, trash, history, bulk changes', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(({ problems }) => {
    // Signing in starts with a 401; the site's pages of unpublished items are 404s.
    problems.allow(/status of 401|status of 404/);
  });

  test('a copy scheduled for a minute later appears on the site by itself', async ({ page }) => {
    test.setTimeout(300_000);
    const [source] = await rechitsaNews();
    await signIn(page);
    const site = await sitePage(page);
    await section(page, 'news');
    await page.getByRole('table', { name: 'Новости' }).getByRole('link', { name: source!.title }).click();
    await expect(page.getByLabel('Заголовок')).toHaveValue(source!.title);
    await page.getByRole('button', { name: 'Дублировать' }).click();
    await expect(page.getByText(`Создана копия: «${source!.title} (копия)» — черновик.`)).toBeVisible();
    const slug = `${source!.slug}-kopija`;
    await expect(page.getByLabel('Адрес на сайте')).toHaveValue(slug);
    await expect(page.getByLabel('Заголовок')).toHaveValue(`${source!.title} (копия)`);

    // The next whole minute at least 30 s ahead (time to save it before it comes), in the cinema's time as the field
    // takes it: 30–90 s of waiting instead of 60–120 s.
    const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    await page.getByLabel('Опубликовать в…').fill(toLocalIso(at).slice(0, 16));
    await page.getByRole('button', { name: 'Запланировать' }).click();
    await expect(page.getByText('Публикация запланирована')).toBeVisible();
    const side = page.getByRole('complementary', { name: 'Публикация' });
    await expect(side.getByText('Будет опубликовано')).toBeVisible();
    await expect(side.getByRole('button', { name: 'Отменить публикацию по расписанию' })).toBeVisible();
    expect((await site.goto(`/rechitsa/news/${slug}/`))?.status()).toBe(404);

    // Nobody touches anything: the service publishes it at its moment (polling every 15 s), the site within 60 s.
    await expect
      .poll(
        async () => {
          const response = await site.goto(`/rechitsa/news/${slug}/`);
          return (
            response?.status() === 200 &&
            (await site.getByRole('heading', { level: 1, name: `${source!.title} (копия)` }).count()) > 0
          );
        },
        { timeout: 240_000, intervals: [5_000] },
      )
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    // The workspace has it published and nothing scheduled any more.
    const copyId = /\/news\/(\d+)$/.exec(page.url())?.[1];
    const stored = await page.request.get(`${runEnv().proxyUrl}/admin/v1/towns/rechitsa/news/${copyId}`);
    expect(await stored.json()).toMatchObject({ status: 'published', publishAt: null });
  });

  test('an item deleted to the trash comes back as it was, a draft', async ({ page }) => {
    const news = await rechitsaNews();
    const item = news[1]!;
    await signIn(page);
    const site = await sitePage(page);
    await section(page, 'news');
    await page.getByRole('table', { name: 'Новости' }).getByRole('link', { name: item.title }).click();
    await expect(page.getByLabel('Заголовок')).toHaveValue(item.title);
    const title = await page.getByLabel('Заголовок').inputValue();
    const excerpt = await page.getByLabel('Анонс').inputValue();
    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    const question = page.getByRole('dialog', { name: `Удалить «${title}»?` });
    await expect(question).toContainText('Корзина хранит его 30 дней');
    await question.getByRole('button', { name: 'Удалить в корзину' }).click();
    await expect(page).toHaveURL(/\/admin\/rechitsa\/news$/);
    await onSiteWithin(site, `/rechitsa/news/${item.slug}/`, async (_p, status) => status === 404);

    await section(page, 'trash');
    const trash = page.getByRole('table', { name: 'Корзина' });
    await expect(trash.getByRole('row').filter({ hasText: title })).toContainText('Новость');
    await trash.getByRole('button', { name: `Восстановить «${title}»` }).click();
    const done = page.getByRole('status').filter({ hasText: 'Восстановлено:' });
    await expect(done).toContainText('черновиком');
    await expect(trash.getByRole('button', { name: `Восстановить «${title}»` })).toHaveCount(0);
    await done.getByRole('link', { name: `«${title}»` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/rechitsa/news/${item.id}$`));
    await expect(page.getByLabel('Заголовок')).toHaveValue(title);
    await expect(page.getByLabel('Анонс')).toHaveValue(excerpt);
    await expect(page.getByLabel('Адрес на сайте')).toHaveValue(item.slug);
    await expect(
      page.getByRole('complementary', { name: 'Публикация' }).getByText('Черновик', { exact: true }),
    ).toBeVisible();
  });

  test('an earlier version restored from the history is what was there', async ({ page }) => {
    await signIn(page);
    await section(page, 'faq');
    await page.getByRole('table', { name: 'Вопросы и ответы' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/rechitsa\/faq\/\d+$/);
    const field = page.getByRole('textbox', { name: 'Вопрос' });
    const original = await field.inputValue();
    await field.fill('Вопрос после правки?');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Сохранено.' })).toBeVisible();

    const history = page.getByRole('region', { name: 'История' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('«Вопрос после правки?»');
    await history.getByRole('button', { name: /^Восстановить версию от/ }).click();
    await expect(page.getByText('Версия восстановлена и сохранена.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Вопрос' })).toHaveValue(original);
    await expect(page.getByRole('region', { name: 'История' }).getByRole('listitem')).toHaveCount(3);
  });

  test('two FAQ items unpublished at once, after one question naming the count, leave the site', async ({
    page,
  }) => {
    await signIn(page);
    const site = await sitePage(page);
    await section(page, 'faq');
    const table = page.getByRole('table', { name: 'Вопросы и ответы' });
    const links = table.getByRole('link');
    await expect(links.first()).toBeVisible();
    const questions = [
      ((await links.nth(0).textContent()) ?? '').trim(),
      ((await links.nth(1).textContent()) ?? '').trim(),
    ];
    await onSiteWithin(site, '/rechitsa/faq/', async (p, status) => {
      return status === 200 && (await p.getByText(questions[1]!, { exact: true }).count()) > 0;
    });
    for (const question of questions)
      await table.getByRole('checkbox', { name: `Выбрать «${question}»` }).check();
    await expect(page.getByRole('group', { name: 'Действия с выбранными' })).toContainText(
      'Выбрано: 2 материала',
    );
    await page.getByRole('button', { name: 'Снять с публикации' }).click();
    const dialog = page.getByRole('dialog', { name: 'Снять с публикации 2 материала?' });
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Снять с публикации' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Снято с публикации: 2 материала.' }),
    ).toBeVisible();
    for (const question of questions)
      await expect(table.getByRole('row').filter({ hasText: question })).toContainText('Черновик');

    await onSiteWithin(site, '/rechitsa/faq/', async (p, status) => {
      if (status !== 200) return false;
      const counts = await Promise.all(questions.map((q) => p.getByText(q, { exact: true }).count()));
      return counts.every((n) => n === 0);
    });
  });
});
