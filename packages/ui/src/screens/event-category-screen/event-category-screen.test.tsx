import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventCategories, eventPage } from '#src/fixtures/content.ts';
import { EventCategoryScreen } from './event-category-screen.tsx';

describe('EventCategoryScreen', () => {
  it('marks the current category and paginates with ?page=', () => {
    render(
      <EventCategoryScreen category={eventCategories[0]!} categories={eventCategories} events={eventPage} />,
    );
    expect(screen.getByRole('link', { name: /Для детей/ }).getAttribute('href')).toBe(
      '/events_cat/dlja-detej/',
    );
    const next = screen.getByRole('link', { name: 'Вперёд →' });
    expect(next.getAttribute('href')).toBe('/events_cat/kinoprazdniki/?page=2');
    expect(screen.queryByRole('link', { name: '← Назад' })).toBeNull();
  });
});
