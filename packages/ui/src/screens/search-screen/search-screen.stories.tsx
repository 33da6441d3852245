import type { SearchResults } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { events, newsItems, vacancies } from '#src/fixtures/content.ts';
import { beacon } from '#src/fixtures/films.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { SearchScreen } from './search-screen.tsx';

/** An answer of the content service's search, made of the fixtures' items (one of each kind). */
const results: SearchResults = {
  query: 'Дюнна',
  items: [
    {
      kind: 'film',
      slug: beacon.slug,
      category: null,
      title: beacon.title,
      excerpt: beacon.description.split('\n')[0]!,
      date: null,
      image: beacon.poster,
    },
    {
      kind: 'event',
      slug: events[0]!.slug,
      category: events[0]!.category.slug,
      title: events[0]!.title,
      excerpt: events[0]!.excerpt,
      date: events[0]!.startsAt,
      image: events[0]!.image,
    },
    {
      kind: 'news',
      slug: newsItems[0]!.slug,
      category: null,
      title: newsItems[0]!.title,
      excerpt: newsItems[0]!.excerpt,
      date: newsItems[0]!.publishedAt,
      image: newsItems[0]!.image,
    },
    {
      kind: 'vacancy',
      slug: vacancies[0]!.slug,
      category: null,
      title: vacancies[0]!.title,
      excerpt: vacancies[0]!.summary,
      date: vacancies[0]!.publishedAt,
      image: null,
    },
  ],
};

const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  decorators: [withSiteLayout],
  args: { query: results.query, results },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  // Text and attribute queries: role queries with names over the whole frame made this first story outrun its 15 s
  // on a busy machine.
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector('main')!;
    const link = (title: string) => within(main).getByText(title).closest('a');
    await expect(main.querySelector('input[type="search"]')).toHaveValue('Дюнна');
    await expect(link(beacon.title)).toHaveAttribute('href', `/afisha/${beacon.slug}/`);
    // An event has no page of its own: its category's list.
    await expect(link(events[0]!.title)).toHaveAttribute('href', `/events_cat/${events[0]!.category.slug}/`);
    await expect(main.querySelector('[role="status"]')).toHaveTextContent(
      'По запросу «Дюнна» найдено 4 результата',
    );
    // The form is a GET to the town's search page: it works without JavaScript.
    const form = main.querySelector('form[role="search"]');
    await expect(form).toHaveAttribute('action', '/search/');
    await expect(form).toHaveAttribute('method', 'get');
  },
};
export const ResultsMobile: Story = { globals: mobile };
export const NothingFound: Story = {
  args: { query: 'ъъъ', results: { query: 'ъъъ', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('По запросу «ъъъ» ничего не нашлось')).toBeVisible();
  },
};
export const BeforeSearching: Story = {
  args: { query: '', results: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.querySelector('main')!).getByRole('searchbox')).toHaveValue('');
  },
};
