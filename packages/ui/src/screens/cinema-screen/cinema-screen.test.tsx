import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutPage, halls } from '#src/fixtures/content.ts';
import { CinemaScreen } from './cinema-screen.tsx';

describe('CinemaScreen', () => {
  it('links every hall and keeps the heading order', () => {
    render(<CinemaScreen page={aboutPage} halls={halls} />);
    for (const hall of halls) {
      expect(screen.getByRole('link', { name: hall.name }).getAttribute('href')).toBe(`/hall/${hall.slug}/`);
    }
    const levels = [...document.querySelectorAll('h1,h2,h3')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it("says each hall's access features in words on its card", () => {
    render(<CinemaScreen page={aboutPage} halls={halls} />);
    const lines = (name: string) =>
      [...screen.getByRole('list', { name: `Доступная среда: ${name}` }).querySelectorAll('li')].map(
        (li) => li.textContent,
      );
    expect(lines('Красный зал')).toEqual([
      'Вход без ступенек',
      '4 места для зрителей на колясках',
      'Индукционная петля для слуховых аппаратов',
      'Доступный туалет',
    ]);
    expect(lines('Синий зал')).toEqual([
      'Вход без ступенек',
      '2 места для зрителей на колясках',
      'Доступный туалет',
    ]);
  });
});
