import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAYS } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { comingOf, premieresShowingOf } from '#src/fixtures/views.ts';
import { SoonScreen } from './soon-screen.tsx';

describe('SoonScreen', () => {
  it('lists the films coming out, soonest first, with their dates, and says how many there are', () => {
    render(<SoonScreen info={infoMain} coming={comingOf()} premieres={premieresShowingOf()} days={DAYS} />);
    expect(screen.getByText('4 фильма скоро в «Октябре»: даты выхода и первые сеансы')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('Последний страж');
    expect(document.querySelector('.soon-opens')?.textContent).toBe('С 25 ноября, среда');
    // Said once per film: not again in the tile's facts line.
    const tile = document.querySelector('.soon-grid .film-tile')!;
    expect(tile.textContent?.match(/С 25 ноября/g)).toHaveLength(1);
  });
});
