import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { events, newsItems } from '#src/fixtures/content.ts';
import { EVENING, NOW, TODAY } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { premieresOf, todayFilms } from '#src/fixtures/views.ts';
import { HomeScreen } from './home-screen.tsx';

const props = {
  info: infoMain,
  films: todayFilms(),
  premieres: premieresOf(),
  events,
  news: newsItems,
  today: TODAY,
};

describe('HomeScreen', () => {
  it('shows today’s films with their next times as ticket links, premieres apart, one h1', () => {
    render(<HomeScreen {...props} now={NOW} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const today = screen.getByRole('region', { name: 'Сегодня в кино' });
    expect(within(today).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const beacon = within(today).getByRole('list', { name: 'Ближайшие сеансы фильма «Звёздный маяк»' });
    // 10:40 is over; 19:30 is sold out (shown, not a link); the rest are links.
    expect(beacon.textContent).not.toContain('10:40');
    const linked = within(beacon)
      .getAllByRole('link')
      .map((a) => /на (\d\d:\d\d)/.exec(a.textContent ?? '')?.[1]);
    expect(linked).toEqual(['16:20', '21:45', '00:20']);
    const premieres = screen.getByRole('region', { name: 'Премьеры и скоро в кино' });
    expect(within(premieres).getAllByRole('listitem')).toHaveLength(6);
  });

  it('in the evening counts only what is left and drops the films that are over', () => {
    render(<HomeScreen {...props} now={EVENING} />);
    expect(screen.getByText(/^Сегодня ещё 4 сеанса: 2 фильма/)).toBeTruthy();
    const today = screen.getByRole('region', { name: 'Сегодня в кино' });
    expect(
      within(today)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Звёздный маяк', 'Город без сна']);
    const soon = screen.getByRole('region', { name: 'Начинается скоро' });
    expect(within(soon).getByText('Прошедшие сеансы (10)')).toBeTruthy();
  });

  it('loads only the first posters eagerly', () => {
    render(<HomeScreen {...props} now={NOW} />);
    const images = [...document.querySelectorAll('img')];
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images.at(-1)?.getAttribute('loading')).toBe('lazy');
    for (const img of images) expect(img.getAttribute('width')).toBeTruthy();
  });
});
