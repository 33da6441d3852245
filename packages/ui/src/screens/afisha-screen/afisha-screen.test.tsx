import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DAYS, EVENING, NOW } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { scheduleOf } from '#src/fixtures/views.ts';
import { LinksProvider } from '#src/links/links.tsx';
import {
  AfishaScreen,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
  filterAfisha,
  splitTodayRows,
  timeOfDayHours,
} from './afisha-screen.tsx';

const today = scheduleOf(DAYS[0]);

describe('afisha selection in the address', () => {
  it('reads known values and drops unknown ones', () => {
    const s = afishaSelectionFromSearch(
      new URLSearchParams('day=2030-01-01&format=8K&time=night&feature=3d-glasses&children=1&premieres=0'),
      DAYS,
    );
    expect(s).toEqual({ day: DAYS[0], time: 'night', children: true });
  });

  it('round-trips through the query', () => {
    const s = {
      day: DAYS[3]!,
      format: 'IMAX' as const,
      time: 'evening' as const,
      feature: 'subtitles' as const,
      premieres: true,
    };
    const query = new URLSearchParams(
      Object.entries(afishaSelectionToQuery(s)).filter((e): e is [string, string] => e[1] !== undefined),
    );
    expect(afishaSelectionFromSearch(query, DAYS)).toEqual(s);
  });
});

describe('filterAfisha', () => {
  it('puts after-midnight sessions into the night of their cinema day', () => {
    const rows = filterAfisha(today.films, { day: DAYS[0]!, time: 'night' }, infoMain);
    const beacon = rows.find((r) => r.film.slug === 'zvezdnyj-majak')!;
    // 21:45 is evening; 00:20 of the next date is still this cinema day's night.
    expect(beacon.sessions.map((s) => s.startsAt)).toEqual([`${DAYS[1]}T00:20:00+03:00`]);
  });

  it('keeps only children’s films for children=1', () => {
    const rows = filterAfisha(today.films, { day: DAYS[0]!, children: true }, infoMain);
    expect(rows.map((r) => r.film.slug).sort()).toEqual(['kot-i-drakon']);
  });

  it('keeps only the special screenings asked for', () => {
    const rows = filterAfisha(today.films, { day: DAYS[0]!, feature: 'original-language' }, infoMain);
    expect(rows.map((r) => [r.film.slug, r.sessions.map((s) => s.startsAt)])).toEqual([
      ['zvezdnyj-majak', [`${DAYS[0]}T21:45:00+03:00`]],
    ]);
  });

  it('orders today by the next session and sets apart the films that are over', () => {
    const { live, finished } = splitTodayRows(
      filterAfisha(today.films, { day: DAYS[0]! }, infoMain),
      EVENING,
    );
    expect(live.map((r) => r.film.slug)).toEqual(['zvezdnyj-majak', 'gorod-bez-sna']);
    // A film still showing carries only its sessions to come; one that is over keeps its sessions.
    for (const row of live) {
      expect(row.sessions.length).toBeGreaterThan(0);
      for (const s of row.sessions) expect(Date.parse(s.startsAt)).toBeGreaterThan(Date.parse(EVENING));
    }
    expect(finished.map((r) => r.film.slug).sort()).toEqual(['kapitan-volna', 'kot-i-drakon']);
    expect(finished.every((r) => r.sessions.length > 0)).toBe(true);
  });

  it('says the hours of each time of day', () => {
    expect(infoMain.filters.timesOfDay.map(timeOfDayHours)).toEqual([
      'до 12:00',
      '12:00–17:00',
      '17:00–22:00',
      'после 22:00',
    ]);
  });
});

describe('AfishaScreen', () => {
  it('server-renders day tabs and filters as real links of the current town', () => {
    const html = renderToString(
      <LinksProvider value={{ town: 'rechitsa' }}>
        <AfishaScreen info={infoMain} schedule={today} days={DAYS} selection={{ day: DAYS[0]! }} now={NOW} />
      </LinksProvider>,
    );
    expect(html).toContain(`href="/rechitsa/afisha/?day=${DAYS[1]}"`);
    // Today is what an address without a day shows: its links carry no day.
    expect(html).toContain('href="/rechitsa/afisha/?format=IMAX"');
    expect(html).toContain('href="/rechitsa/afisha/" class="day-tab is-active"');
    expect(html).toContain('aria-pressed="false"');
    // The town's subscribable calendars: the week's and, with children's films on, theirs.
    expect(html).toContain('href="/rechitsa/calendar/week.ics" type="text/calendar"');
    expect(html).toContain('href="/rechitsa/calendar/children.ics" type="text/calendar"');
  });

  it('switches days from the keyboard without a page load', async () => {
    const changes: unknown[] = [];
    render(
      <AfishaScreen
        info={infoMain}
        schedule={today}
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
    // Until the site hands over that day, the list says it is loading.
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
