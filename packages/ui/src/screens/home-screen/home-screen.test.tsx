import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { events, newsItems } from '#src/fixtures/content.ts';
import { films, TODAY } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { HomeScreen } from './home-screen.tsx';

describe('HomeScreen', () => {
  it('shows today’s films with their times, premieres apart, one h1', () => {
    render(<HomeScreen info={infoMain} films={films} events={events} news={newsItems} today={TODAY} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const now = screen.getByRole('region', { name: 'Сегодня в кино' });
    expect(within(now).getAllByRole('listitem')).toHaveLength(4);
    expect(within(now).getByText('10:40 · 16:20 · 19:30 · 21:45 · 00:20')).toBeTruthy();
    const premieres = screen.getByRole('region', { name: 'Премьеры и скоро в кино' });
    expect(within(premieres).getAllByRole('listitem')).toHaveLength(3);
  });

  it('loads only the first posters eagerly', () => {
    render(<HomeScreen info={infoMain} films={films} events={events} news={newsItems} today={TODAY} />);
    const images = [...document.querySelectorAll('img')];
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images.at(-1)?.getAttribute('loading')).toBe('lazy');
    for (const img of images) expect(img.getAttribute('width')).toBeTruthy();
  });
});
