import type { EventPage } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { comingEventCards, isOn } from './events.ts';

const event = (id: number, startsAt: string, endsAt: string | null) =>
  ({
    id,
    slug: `event-${id}`,
    title: `Событие ${id}`,
    category: { slug: 'festivali', name: 'Фестивали' },
    startsAt,
    endsAt,
    venue: 'Синий зал',
    image: { url: 'http://localhost:4000/main/media/e.svg', width: 1200, height: 630, alt: '' },
    excerpt: 'Коротко',
    content: [{ type: 'paragraph', text: 'Весь текст события' }],
    ageRating: '6+',
    priceFrom: null,
    ticketUrl: null,
    film: null,
  }) as unknown as EventPage['items'][number];

describe('events a page lists', () => {
  const now = new Date('2026-11-27T19:02:00+03:00');

  it('keeps what has not ended, or without an end has not started', () => {
    expect(isOn(event(1, '2026-11-27T12:00:00+03:00', '2026-11-27T14:00:00+03:00'), now)).toBe(false);
    expect(isOn(event(2, '2026-11-27T18:00:00+03:00', '2026-11-27T20:00:00+03:00'), now)).toBe(true);
    expect(isOn(event(3, '2026-11-27T19:00:00+03:00', null), now)).toBe(false);
    expect(isOn(event(4, '2026-11-27T20:00:00+03:00', null), now)).toBe(true);
  });

  it('leaves the page meta as the content service counted it', () => {
    const page = {
      items: [
        event(1, '2026-11-27T10:00:00+03:00', '2026-11-27T11:00:00+03:00'),
        event(2, '2026-11-27T20:00:00+03:00', null),
      ],
      meta: { page: 1, perPage: 12, total: 2, totalPages: 1 },
    } as EventPage;
    const kept = comingEventCards(page, now);
    expect(kept.items.map((e) => e.id)).toEqual([2]);
    expect(kept.meta).toBe(page.meta);
  });

  it('keeps of each event what its card shows, not its text', () => {
    const page = {
      items: [event(2, '2026-11-27T20:00:00+03:00', null)],
      meta: { page: 1, perPage: 12, total: 1, totalPages: 1 },
    } as EventPage;
    const [card] = comingEventCards(page, now).items;
    expect(Object.keys(card!).sort()).toEqual(
      [
        'ageRating',
        'excerpt',
        'film',
        'id',
        'image',
        'priceFrom',
        'startsAt',
        'ticketUrl',
        'title',
        'venue',
      ].sort(),
    );
    expect(JSON.stringify(card)).not.toContain('Весь текст события');
  });
});
