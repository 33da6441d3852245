import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { CallbackLink } from '#src/forms/callback-link.tsx';
import { LinksProvider } from '#src/links/links.tsx';
import { callbackIdle, mobile } from '#src/stories/story-helpers.tsx';
import { SiteLayout } from './site-layout.tsx';

const SWITCH_TO_RECHITSA = 'Другой город: Речица — перейти на сайт кинотеатра этого города';
const SWITCH_TO_GOMEL = 'Другой город: Гомель — перейти на сайт кинотеатра этого города';

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
        <p>
          Здесь будет экран. <CallbackLink topic="rent">Заказать аренду зала</CallbackLink>
        </p>
      </div>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const rechitsa = {
  args: { info: infoRechitsa, townSwitch: { to: { name: 'contacts', town: 'main' }, label: 'Гомель' } },
  decorators: [
    (Story) => (
      <LinksProvider value={{ town: 'rechitsa' }}>
        <Story />
      </LinksProvider>
    ),
  ],
} satisfies Story;

export const Main: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    for (const label of ['Афиша', 'События', 'Новости', 'Кинотеатр', 'Услуги', 'Сертификаты', 'Контакты']) {
      await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'События' })).toHaveAttribute('href', '/events/');
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Скоро в кино' }),
    ).toHaveAttribute('href', '/skoro/');
    // The current town is shown as such; the switch says what it does and where it leads.
    await expect(canvasElement.querySelector('.logo-town')).toHaveTextContent('Гомель');
    const townSwitch = canvasElement.querySelector('.header-actions .town-switch');
    await expect(townSwitch).toHaveAccessibleName(SWITCH_TO_RECHITSA);
    await expect(townSwitch).toHaveAttribute('href', '/rechitsa/');
    await expect(canvasElement.querySelector('.header-callback')).toHaveAccessibleName('Перезвоните мне');
    await expect(canvasElement.querySelector('.header-callback')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute(
      'href',
      '#main',
    );
  },
};

export const Rechitsa: Story = {
  ...rechitsa,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    await expect(within(nav).getByRole('link', { name: 'Афиша' })).toHaveAttribute(
      'href',
      '/rechitsa/afisha/',
    );
    await expect(within(nav).getByRole('link', { name: 'События' })).toHaveAttribute(
      'href',
      '/rechitsa/events/',
    );
    await expect(canvas.getAllByRole('link', { name: SWITCH_TO_GOMEL })[0]).toHaveAttribute(
      'href',
      '/contacts/',
    );
  },
};

/** Between 560 and 1 180 px: no full navigation, the switch with its words and a labelled callback button. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        tablet: { name: 'Планшет 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const townSwitch = canvasElement.querySelector('.header-actions .town-switch');
    await expect(townSwitch).toHaveAccessibleName(SWITCH_TO_RECHITSA);
    await expect(townSwitch).toBeVisible();
    await expect(within(townSwitch as HTMLElement).getByText('Другой город:')).toBeVisible();
    await expect(canvasElement.querySelector('.header-callback')).toHaveAccessibleName('Перезвоните мне');
    await expect(canvasElement.querySelector('.header-callback')).toBeVisible();
  },
};

export const MobileMenu: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Основное меню' })).toBeNull();
    // Below 1 180 px the callback is an icon button, named by its label.
    await expect(canvasElement.querySelector('.header-callback')).toHaveAccessibleName('Перезвоните мне');
    await expect(canvasElement.querySelector('.header-callback')).toBeVisible();
    const details = canvasElement.querySelector('details.mobile-menu') as HTMLDetailsElement;
    const toggle = details.querySelector('summary') as HTMLElement;

    // Esc closes it and gives the focus back to its button.
    await userEvent.click(toggle);
    const menu = canvas.getByRole('navigation', { name: 'Меню' });
    await expect(within(menu).getByRole('link', { name: 'События' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: SWITCH_TO_RECHITSA })).toBeVisible();
    await expect(within(menu).getByText('Гомель', { selector: 'strong' })).toBeVisible();
    await expect(details.querySelector('summary svg path')?.getAttribute('d')).toMatch(/^M18\.3/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(details.open).toBe(false));
    await expect(toggle).toHaveFocus();

    // A tap outside closes it.
    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    await userEvent.click(canvas.getByRole('heading', { name: 'Содержимое страницы' }));
    await waitFor(() => expect(details.open).toBe(false));

    // Choosing a page closes it (the story stays where it is: the link's navigation is cancelled).
    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Меню' })).getByRole('link', { name: 'Афиша' }),
    );
    await waitFor(() => expect(details.open).toBe(false));

    // Tabbing past its last link closes it: the focus never sits on the page hidden under it.
    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    const inMenu = canvas
      .getByRole('navigation', { name: 'Меню' })
      .querySelectorAll<HTMLElement>('a, button');
    inMenu[inMenu.length - 1]!.focus();
    await userEvent.tab();
    await waitFor(() => expect(details.open).toBe(false));
    await expect(details.contains(document.activeElement)).toBe(false);

    // The callback dialog opened from the menu gives the focus back to the menu's button (its link is hidden).
    await userEvent.click(toggle);
    await waitFor(() => expect(details.open).toBe(true));
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Меню' })).getByRole('link', { name: 'Перезвоните мне' }),
    );
    const dialog = await waitFor(() => canvas.getByRole('dialog'));
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('.mobile-menu summary') as HTMLElement);
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Меню' }));
    await expect(menu.getByRole('link', { name: 'Перезвоните мне' })).toBeVisible();
  },
};

export const MobileMenuRechitsa: Story = {
  ...rechitsa,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('.mobile-menu summary') as HTMLElement);
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Меню' }));
    await expect(menu.getByRole('link', { name: SWITCH_TO_GOMEL })).toHaveAttribute('href', '/contacts/');
  },
};

export const CallbackDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvasElement.querySelector('.header-callback') as HTMLElement);
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'Перезвоните мне' }));
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));
    await expect(within(dialog).getByText('Укажите имя.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await expect(dialog).not.toBeVisible();
  },
};

/** «Заказать» anywhere on a page opens the dialog with its topic chosen. */
export const CallbackWithTopic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Заказать аренду зала' }));
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'Перезвоните мне' }));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByLabelText('Тема')).toHaveValue('rent');
  },
};

export const CallbackDialogOpen: Story = { args: { callbackOpen: true }, globals: mobile };

export const CallbackSent: Story = {
  args: { callbackOpen: true, callbackForm: { state: { status: 'success' } } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Заявка принята');
    await expect(status).toHaveFocus();
  },
};
