import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DAYS, films, NOW } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { LinksProvider } from '#src/links/links.tsx';
import {
  AfishaScreen,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
  filterAfisha,
} from './afisha-screen.tsx';

describe('afisha selection in the address', () => {
  it('reads known values and drops unknown ones', () => {
    const s = afishaSelectionFromSearch(
      new URLSearchParams('day=2030-01-01&format=8K&time=night&children=1&premieres=0'),
      DAYS,
    );
    expect(s).toEqual({ day: DAYS[0], time: 'night', children: true });
  });

  it('round-trips through the query', () => {
    const s = { day: DAYS[3]!, format: 'IMAX' as const, time: 'evening' as const, premieres: true };
    const query = new URLSearchParams(
      Object.entries(afishaSelectionToQuery(s)).filter((e): e is [string, string] => e[1] !== undefined),
    );
    expect(afishaSelectionFromSearch(query, DAYS)).toEqual(s);
  });
});

describe('filterAfisha', () => {
  it('puts after-midnight sessions into the night of their cinema day', () => {
    const rows = filterAfisha(films, { day: DAYS[0]!, time: 'night' }, infoMain);
    const dune = rows.find((r) => r.film.slug === 'dune-2')!;
    // 21:45 is evening; 00:20 of the next date is still this cinema day's night.
    expect(dune.sessions.map((s) => s.startsAt)).toEqual([`${DAYS[1]}T00:20:00+03:00`]);
    expect(dune.sessions[0]?.cinemaDay).toBe(DAYS[0]);
  });

  it('keeps only children’s films for children=1', () => {
    const rows = filterAfisha(films, { day: DAYS[0]!, children: true }, infoMain);
    expect(rows.map((r) => r.film.slug).sort()).toEqual(['golovolomka-2', 'letuchij-korabl']);
  });
});

describe('AfishaScreen', () => {
  it('server-renders day tabs and filters as real links of the current town', () => {
    const html = renderToString(
      <LinksProvider value={{ town: 'rechitsa' }}>
        <AfishaScreen info={infoMain} films={films} days={DAYS} selection={{ day: DAYS[0]! }} now={NOW} />
      </LinksProvider>,
    );
    expect(html).toContain(`href="/rechitsa/afisha/?day=${DAYS[1]}"`);
    expect(html).toContain(`href="/rechitsa/afisha/?day=${DAYS[0]}&amp;format=IMAX"`);
  });

  it('switches days from the keyboard without a page load', async () => {
    const changes: unknown[] = [];
    render(
      <AfishaScreen
        info={infoMain}
        films={films}
        days={DAYS}
        selection={{ day: DAYS[0]! }}
        now={NOW}
        onSelectionChange={(s) => changes.push(s)}
      />,
    );
    screen.getByRole('link', { name: 'Завтра' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual([{ day: DAYS[1] }]);
    expect(screen.getByRole('link', { name: 'Завтра' }).getAttribute('aria-current')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Завтра');
  });
});
