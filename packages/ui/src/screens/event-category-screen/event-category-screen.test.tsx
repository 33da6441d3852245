import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventCategories, eventPage } from '#src/fixtures/content.ts';
import { EventCategoryScreen } from './event-category-screen.tsx';

describe('EventCategoryScreen', () => {
  it('marks the current category and paginates with ?page=', () => {
    render(
      <EventCategoryScreen category={eventCategories[0]!} categories={eventCategories} events={eventPage} />,
    );
    expect(screen.getByRole('link', { name: /Детям/ }).getAttribute('href')).toBe('/events_cat/detjam/');
    const next = screen.getByRole('link', { name: 'Вперёд →' });
    expect(next.getAttribute('href')).toBe('/events_cat/festivali/?page=2');
    expect(screen.queryByRole('link', { name: '← Назад' })).toBeNull();
  });

  it('lists every event under «Все» on the events route', () => {
    render(<EventCategoryScreen category={null} categories={eventCategories} events={eventPage} />);
    const all = screen.getByRole('link', { name: /^Все/ });
    expect(all.getAttribute('href')).toBe('/events/');
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(all.textContent).toBe(`Все ${eventCategories.reduce((n, c) => n + c.count, 0)}`);
    expect(screen.getByRole('link', { name: 'Вперёд →' }).getAttribute('href')).toBe('/events/?page=2');
  });
});
