import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eventCategories, eventPage, events } from '#src/fixtures/content.ts';
import { LinksProvider } from '#src/links/links.tsx';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { EventCategoryScreen } from './event-category-screen.tsx';

const meta = {
  title: 'Screens/Event category',
  component: EventCategoryScreen,
  decorators: [withSiteLayout],
  args: { category: eventCategories[0]!, categories: eventCategories, events: eventPage },
} satisfies Meta<typeof EventCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Фестивали/ })).toHaveAttribute('aria-current', 'page');
    const crumbs = within(canvas.getByRole('navigation', { name: 'Хлебные крошки' }));
    await expect(crumbs.getByRole('link', { name: 'События' })).toHaveAttribute('href', '/events/');
    await expect(canvas.getByRole('link', { name: 'Вперёд →' })).toHaveAttribute(
      'href',
      '/events_cat/festivali/?page=2',
    );
    await expect(canvas.getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('rel', 'next');
  },
};
export const Mobile: Story = { globals: mobile };

/** Route `events`: every coming event, «Все» selected, breadcrumbs without the list itself. */
export const AllEvents: Story = {
  args: {
    category: null,
    // The service's first page: twelve of the coming events.
    events: {
      items: events.slice(0, 12),
      meta: { page: 1, perPage: 12, total: events.length, totalPages: Math.ceil(events.length / 12) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    const all = canvas.getByRole('link', { name: /^Все/ });
    await expect(all).toHaveAttribute('aria-current', 'page');
    await expect(all).toHaveAttribute('href', '/events/');
    await expect(canvas.getByRole('link', { name: /Фестивали/ })).not.toHaveAttribute('aria-current');
  },
};
export const AllEventsMobile: Story = { ...AllEvents, globals: mobile };
export const AllEventsRechitsa: Story = {
  ...AllEvents,
  decorators: [
    (Story) => (
      <LinksProvider value={{ town: 'rechitsa' }}>
        <Story />
      </LinksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Все/ })).toHaveAttribute('href', '/rechitsa/events/');
    await expect(canvas.getByRole('link', { name: /Детям/ })).toHaveAttribute(
      'href',
      '/rechitsa/events_cat/detjam/',
    );
  },
};
export const NoEvents: Story = {
  args: { category: null, events: { items: [], meta: { page: 1, perPage: 12, total: 0, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Новых событий пока нет')).toBeVisible();
  },
};
export const SecondPage: Story = {
  args: { events: { ...eventPage, meta: { ...eventPage.meta, page: 2 } } },
  play: async ({ canvasElement }) => {
    const prev = within(canvasElement).getByRole('link', { name: '← Назад' });
    await expect(prev).toHaveAttribute('href', '/events_cat/festivali/');
    await expect(prev).toHaveAttribute('rel', 'prev');
  },
};
export const Empty: Story = {
  args: { events: { items: [], meta: { page: 1, perPage: 12, total: 0, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('В этой категории пока нет событий')).toBeVisible();
  },
};
