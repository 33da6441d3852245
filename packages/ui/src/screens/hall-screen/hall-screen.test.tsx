import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hallPage, halls } from '#src/fixtures/content.ts';
import { HallScreen } from './hall-screen.tsx';

describe('HallScreen', () => {
  it('shows the hall’s facts and links only the other halls', () => {
    render(<HallScreen hall={halls[2]!} page={hallPage} halls={halls} />);
    expect(screen.getByText('9 м × 4,8 м')).toBeTruthy();
    expect(screen.getByText('Есть места для зрителей на колясках')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Синий зал/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Зал IMAX/ }).getAttribute('href')).toBe('/hall/imax/');
  });
});
