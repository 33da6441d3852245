import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { beacon, comingSoon, NOW } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { FilmScreen } from './film-screen.tsx';

describe('FilmScreen', () => {
  it('server-renders the trailer as a plain link to YouTube, with no player', () => {
    const html = renderToString(<FilmScreen info={infoMain} film={beacon} now={NOW} />);
    expect(html).toContain(`href="${beacon.trailer!.url}"`);
    expect(html).not.toContain('<iframe');
  });

  it('loads the player only when asked', async () => {
    render(<FilmScreen info={infoMain} film={beacon} now={NOW} />);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Смотреть трейлер/ }));
    expect(document.querySelector('iframe')?.src).toContain('youtube-nocookie.com/embed/R6MlUcmOul8');
  });

  it('groups sessions by day and hall, past ones without a ticket link', async () => {
    render(<FilmScreen info={infoMain} film={beacon} now={NOW} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    // Today's 10:40 is past; the six other days sell it.
    expect(
      screen.getAllByRole('link', { name: /^Купить билет на 10:40, Зал IMAX, IMAX, от 16/ }),
    ).toHaveLength(6);
    // Today's started one is in its hall's fold, made when it is opened; the no-JS link leads to the page with it open.
    expect(screen.queryAllByText('Сеанс прошёл')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Показать прошедшие сеансы' }).getAttribute('href')).toBe(
      `/afisha/${beacon.slug}/?started=1#sessions-imax-past`,
    );
    await userEvent.click(screen.getByText('Прошедшие сеансы (1)'));
    expect(screen.getAllByText('Сеанс прошёл')).toHaveLength(1);
  });

  it('shows only what staff filled in: no bare labels, no «Страна, год: , 2026», no empty «О фильме»', () => {
    const sparse = {
      ...beacon,
      genres: [],
      countries: [],
      year: null,
      director: '',
      description: '  ',
      cast: [],
      categories: [],
    };
    const { unmount } = render(<FilmScreen info={infoMain} film={sparse} now={NOW} />);
    const facts = document.querySelector('.facts')!;
    expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Продолжительность']);
    expect(screen.queryByRole('heading', { name: 'О фильме' })).toBeNull();
    unmount();
    // A year without a country, a country without a year: each labelled as what it is.
    render(<FilmScreen info={infoMain} film={{ ...sparse, year: 2024 }} now={NOW} />);
    expect(screen.getByText('Год').nextElementSibling?.textContent).toBe('2024');
  });

  it('shows the country and year together when both are there', () => {
    render(<FilmScreen info={infoMain} film={{ ...beacon, countries: ['США'], year: 2024 }} now={NOW} />);
    expect(screen.getByText('Страна, год').nextElementSibling?.textContent).toBe('США, 2024');
    expect(screen.getByRole('heading', { name: 'О фильме' })).toBeVisible();
  });

  it("links the film's subscribable calendar under its sessions", () => {
    render(<FilmScreen info={infoMain} film={beacon} now={NOW} />);
    const link = screen.getByRole('link', { name: 'все сеансы фильма' });
    expect(link.getAttribute('href')).toBe(`/calendar/films/${beacon.slug}.ics`);
    expect(link.getAttribute('type')).toBe('text/calendar');
  });

  it("puts today's halls in the order of their next session, a hall with nothing left to book last", () => {
    const at = (time: string) => `2026-11-22T${time}:00+03:00`;
    const base = beacon.sessions[0]!;
    const hall = (slug: string, name: string) => ({ ...base.hall, slug, name });
    const sessions = [
      { ...base, id: 'a1', startsAt: at('12:00'), hall: hall('krasnyj', 'Красный зал') },
      { ...base, id: 'b1', startsAt: at('14:00'), hall: hall('imax', 'Зал IMAX') },
      { ...base, id: 'c1', startsAt: at('19:25'), hall: hall('sinij', 'Синий зал') },
      { ...base, id: 'a2', startsAt: at('22:35'), hall: hall('krasnyj', 'Красный зал') },
    ];
    render(<FilmScreen info={infoMain} film={{ ...beacon, sessions }} now={at('19:02')} />);
    const halls = [...document.querySelectorAll('.film-hall-name')].map((p) => p.textContent);
    expect(halls).toEqual(['Синий зал', 'Красный зал']);
  });

  it('folds the halls with only started sessions today into one fold, each session naming its hall', async () => {
    const at = (time: string) => `2026-11-22T${time}:00+03:00`;
    const base = beacon.sessions[0]!;
    const hall = (slug: string, name: string) => ({ ...base.hall, slug, name });
    const sessions = [
      { ...base, id: 'a1', startsAt: at('12:00'), hall: hall('krasnyj', 'Красный зал') },
      { ...base, id: 'b1', startsAt: at('14:00'), hall: hall('imax', 'Зал IMAX') },
      { ...base, id: 'c1', startsAt: at('21:25'), hall: hall('sinij', 'Синий зал') },
    ];
    render(<FilmScreen info={infoMain} film={{ ...beacon, sessions }} now={at('19:02')} />);
    expect([...document.querySelectorAll('.film-hall-name')].map((p) => p.textContent)).toEqual([
      'Синий зал',
    ]);
    const folds = screen.getAllByText(/^Прошедшие сеансы \(/);
    expect(folds.map((f) => f.textContent)).toEqual(['Прошедшие сеансы (2)']);
    await userEvent.click(folds[0]!);
    const spent = document.querySelector('.film-hall.is-spent')!;
    expect(spent.textContent).toContain('Красный зал');
    expect(spent.textContent).toContain('Зал IMAX');
  });

  it('links each category of the film to its category page', () => {
    render(<FilmScreen info={infoMain} film={beacon} now={NOW} />);
    for (const category of beacon.categories)
      expect(screen.getByRole('link', { name: category.name }).getAttribute('href')).toBe(
        `/movie_cat/${category.slug}/`,
      );
  });

  it('announces the premiere date of a coming film', () => {
    render(<FilmScreen info={infoMain} film={comingSoon} now={NOW} />);
    expect(screen.getByText(/Премьера 25 ноября 2026/)).toBeTruthy();
  });
});
