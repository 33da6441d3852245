import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hallOf, hallPage, halls } from '#src/fixtures/content.ts';
import { NOW } from '#src/fixtures/films.ts';
import { hallFilms } from '#src/fixtures/views.ts';
import { HallScreen } from './hall-screen.tsx';

describe('HallScreen', () => {
  it('shows the hall’s facts and links only the other halls', () => {
    render(<HallScreen hall={hallOf('sinij')} page={hallPage} halls={halls} films={[]} now={NOW} />);
    expect(screen.getByText('11 м × 4,7 м')).toBeTruthy();
    expect(screen.getByText('2 места для зрителей на колясках')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Синий зал/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Зал IMAX/ }).getAttribute('href')).toBe('/hall/imax/');
  });

  it('lists the hall’s sessions of today in start order, the next one first', () => {
    render(
      <HallScreen
        hall={hallOf('sinij')}
        page={hallPage}
        halls={halls}
        films={hallFilms('sinij')}
        now={NOW}
      />,
    );
    const items = [...document.querySelectorAll('.upcoming-list > li')].map((li) => li.textContent ?? '');
    expect(items[0]).toMatch(/^15:30.*Ближайший.*Капитан Волна/);
    expect(items[1]).toMatch(/^17:00.*Кот и дракон/);
  });

  it('keeps a brand in the screen type while lower-casing an ordinary word', () => {
    const { unmount } = render(
      <HallScreen hall={hallOf('imax')} page={hallPage} halls={halls} films={[]} now={NOW} />,
    );
    expect(screen.getByText('Экран: IMAX, изогнутый')).toBeTruthy();
    unmount();
    render(<HallScreen hall={hallOf('sinij')} page={hallPage} halls={halls} films={[]} now={NOW} />);
    expect(screen.getByText('Экран: матовый белый')).toBeTruthy();
  });

  it('lists the access features in words, counting the wheelchair places', () => {
    const { unmount } = render(
      <HallScreen hall={hallOf('krasnyj')} page={hallPage} halls={halls} films={[]} now={NOW} />,
    );
    const list = screen.getByRole('heading', { name: 'Доступная среда' }).nextElementSibling!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Вход без ступенек',
      '4 места для зрителей на колясках',
      'Индукционная петля для слуховых аппаратов',
      'Доступный туалет',
    ]);
    unmount();
    // Hand-made: every demo hall that takes wheelchairs counts its places; staff may leave the number out.
    const uncounted = { ...hallOf('sinij'), wheelchairPlaces: null };
    render(<HallScreen hall={uncounted} page={hallPage} halls={halls} films={[]} now={NOW} />);
    expect(screen.getByText('Места для зрителей на колясках')).toBeTruthy();
  });

  it('says so when a hall offers none of the access features', () => {
    // The demo's Малый зал «Арт» has none of them.
    render(<HallScreen hall={hallOf('malyj')} page={hallPage} halls={halls} films={[]} now={NOW} />);
    expect(screen.getByText('Без мест для колясок и других удобств доступной среды')).toBeTruthy();
  });
});
