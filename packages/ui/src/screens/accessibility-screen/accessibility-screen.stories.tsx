import type { Town } from '@kino/api/towns';
import { accessScreenings } from '@kino/api/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { halls, hallsOf } from '#src/fixtures/content.ts';
import { films, filmsRechitsa, NOW } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { townData, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { AccessibilityScreen } from './accessibility-screen.tsx';

/** The week's special screenings of a town's fixture films, derived as the site derives them. */
const screeningsOf = (town: Town) => accessScreenings(town === 'main' ? films : filmsRechitsa, NOW);

const meta = {
  title: 'Screens/Accessibility',
  component: AccessibilityScreen,
  decorators: [withSiteLayout],
  parameters: townData((town) => ({ halls: hallsOf(town), screenings: screeningsOf(town) })),
  args: { info: infoMain, halls, screenings: screeningsOf('main') },
} satisfies Meta<typeof AccessibilityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('heading', { level: 1, name: 'Доступность' })).toBeVisible();
    // Each hall with its features in words, linked to its page.
    const red = main.getByRole('list', { name: 'Доступная среда: Красный зал' });
    await expect(within(red).getByText('4 места для зрителей на колясках')).toBeVisible();
    await expect(within(red).getByText('Индукционная петля для слуховых аппаратов')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Красный зал' }).getAttribute('href')).toMatch(
      /\/hall\/krasnyj\/$/,
    );
    // A special screening the week has links to the schedule's filter; the phone and the callback dialog are there.
    const subtitles = args.screenings.find((s) => s.feature === 'subtitles')!;
    await expect(subtitles.count).toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: 'Афиша: с субтитрами' }).getAttribute('href')).toMatch(
      /\/afisha\/\?feature=subtitles$/,
    );
    await expect(main.getAllByRole('link', { name: /^\+375/ })[0]!.getAttribute('href')).toMatch(
      /^tel:\+375/,
    );
    await expect(
      main.getByRole('link', { name: 'Оставьте номер — мы перезвоним' }).getAttribute('href'),
    ).toMatch(/[?&]topic=tickets#callback-dialog$/);
  },
};
/** No special screenings this week: said in words, and no link to an empty filter. Looks like Default otherwise. */
export const NothingThisWeek: Story = {
  args: { screenings: screeningsOf('main').map((s) => ({ ...s, count: 0, next: null })) },
  parameters: { town: 'main', visual: false },
  play: async ({ canvasElement, args }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(
      main.getAllByText('На этой неделе таких сеансов нет — загляните в афишу позже.'),
    ).toHaveLength(args.screenings.length);
    await expect(main.queryByRole('link', { name: /^Афиша:/ })).toBeNull();
  },
};
