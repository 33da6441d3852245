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
});
