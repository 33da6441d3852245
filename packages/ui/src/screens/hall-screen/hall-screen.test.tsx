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

  it('keeps a brand in the screen type while lower-casing an ordinary word', () => {
    const imax = { ...halls[0]!, screen: { ...halls[0]!.screen, type: 'IMAX, изогнутый' } };
    const { unmount } = render(<HallScreen hall={imax} page={hallPage} halls={halls} />);
    expect(screen.getByText('Экран: IMAX, изогнутый')).toBeTruthy();
    unmount();
    render(<HallScreen hall={halls[2]!} page={hallPage} halls={halls} />);
    expect(screen.getByText('Экран: матовый, белый')).toBeTruthy();
  });

  it('does not repeat the wheelchair places when the features already name them', () => {
    render(<HallScreen hall={halls[1]!} page={hallPage} halls={halls} />);
    expect(screen.getAllByText(/коляск/i)).toHaveLength(1);
    expect(screen.getByText('Места для зрителей на колясках')).toBeTruthy();
  });
});
