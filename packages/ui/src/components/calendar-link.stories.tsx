import { isStarted, type SessionView, sessionView } from '@kino/api/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { beacon, NOW } from '#src/fixtures/films.ts';
import { mobile, withMain } from '#src/stories/story-helpers.tsx';
import { SessionChips } from './sessions.tsx';

/** Session chips with their «Добавить в календарь» links: one per session still to come that has seats. */
const meta = {
  title: 'Components/Session calendar links',
  component: SessionChips,
  decorators: [withMain],
  args: { sessions: beacon.sessions.map(sessionView), now: NOW },
} satisfies Meta<typeof SessionChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).queryAllByRole('link', { name: /^Добавить в календарь: сеанс в / });
    const coming = args.sessions
      .filter((s): s is SessionView => !isStarted(s))
      .filter((s) => !s.soldOut && Date.parse(s.startsAt) > Date.parse(args.now));
    await expect(links).toHaveLength(coming.length);
    await expect(links[0]).toHaveAttribute('href', `/calendar/sessions/${coming[0]!.id}.ics`);
  },
};

export const Mobile: Story = { globals: mobile };
