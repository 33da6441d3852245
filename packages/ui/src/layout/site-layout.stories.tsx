import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { LinksProvider } from '#src/links/links.tsx';
import { callbackIdle, mobile } from '#src/stories/story-helpers.tsx';
import { SiteLayout } from './site-layout.tsx';

const meta = {
  title: 'Layout/Site layout',
  component: SiteLayout,
  args: {
    info: infoMain,
    townSwitch: { to: { name: 'index', town: 'rechitsa' }, label: 'Речица' },
    callbackForm: callbackIdle,
    children: (
      <div className="container page">
        <h1>Содержимое страницы</h1>
        <p>Здесь будет экран.</p>
      </div>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    for (const label of ['Афиша', 'Новости', 'Кинотеатр', 'Услуги', 'Сертификаты', 'Контакты']) {
      await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(canvas.getAllByRole('link', { name: 'Речица' })[0]).toHaveAttribute('href', '/rechitsa/');
    await expect(canvas.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute(
      'href',
      '#main',
    );
  },
};

export const Rechitsa: Story = {
  args: { info: infoRechitsa, townSwitch: { to: { name: 'contacts', town: 'main' }, label: 'Гомель' } },
  decorators: [
    (Story) => (
      <LinksProvider value={{ town: 'rechitsa' }}>
        <Story />
      </LinksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    await expect(within(nav).getByRole('link', { name: 'Афиша' })).toHaveAttribute(
      'href',
      '/rechitsa/afisha/',
    );
    await expect(canvas.getAllByRole('link', { name: 'Гомель' })[0]).toHaveAttribute('href', '/contacts/');
  },
};

export const MobileMenu: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Основное меню' })).toBeNull();
    await userEvent.click(canvasElement.querySelector('.mobile-menu summary') as HTMLElement);
    const menu = canvas.getByRole('navigation', { name: 'Меню' });
    await expect(within(menu).getByRole('link', { name: 'Афиша' })).toBeVisible();
  },
};

export const CallbackDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Перезвоните мне' }));
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'Перезвоните мне' }));
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));
    await expect(within(dialog).getByText('Укажите имя.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Закрыть' }));
    await expect(dialog).not.toBeVisible();
  },
};

export const CallbackDialogOpen: Story = { args: { callbackOpen: true }, globals: mobile };
