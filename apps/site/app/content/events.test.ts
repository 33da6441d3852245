import type { EventPage } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { isOn, notEnded } from './events.ts';

const event = (slug: string, startsAt: string, endsAt: string | null) =>
  ({ slug, startsAt, endsAt }) as unknown as EventPage['items'][number];

describe('events a page lists', () => {
  const now = new Date('2026-11-27T19:02:00+03:00');

  it('keeps what has not ended, or without an end has not started', () => {
    expect(isOn(event('a', '2026-11-27T12:00:00+03:00', '2026-11-27T14:00:00+03:00'), now)).toBe(false);
    expect(isOn(event('b', '2026-11-27T18:00:00+03:00', '2026-11-27T20:00:00+03:00'), now)).toBe(true);
    expect(isOn(event('c', '2026-11-27T19:00:00+03:00', null), now)).toBe(false);
    expect(isOn(event('d', '2026-11-27T20:00:00+03:00', null), now)).toBe(true);
  });

  it('leaves the page meta as the content service counted it', () => {
    const page = {
      items: [
        event('over', '2026-11-27T10:00:00+03:00', '2026-11-27T11:00:00+03:00'),
        event('tonight', '2026-11-27T20:00:00+03:00', null),
      ],
      meta: { page: 1, perPage: 12, total: 2, totalPages: 1 },
    } as EventPage;
    const kept = notEnded(page, now);
    expect(kept.items.map((e) => e.slug)).toEqual(['tonight']);
    expect(kept.meta).toBe(page.meta);
  });
});
