// The pages' views of films and sessions: special screenings derived from the contract's fields, one day cut out.
import { describe, expect, it } from 'vitest';
import type { Film, Session } from './types.ts';
import { accessScreenings, filmPageView, scheduleDay, sessionFeatures, sessionView } from './views.ts';

const session = (over: Partial<Session> = {}): Session => ({
  id: 'main-film-20261127-1930-red',
  startsAt: '2026-11-27T19:30:00+03:00',
  cinemaDay: '2026-11-27',
  hall: { slug: 'krasnyj', name: 'Красный зал' },
  format: '2D',
  language: 'ru',
  subtitles: null,
  accessibility: {
    wheelchair: false,
    audioDescription: false,
    hardOfHearingSubtitles: false,
    sensoryFriendly: false,
    hearingLoop: false,
  },
  parentAndBaby: false,
  priceFrom: { amount: 12, currency: 'BYN' },
  ticketUrl: 'https://tickets.kino.example/main/sessions/main-film-20261127-1930-red',
  soldOut: false,
  ...over,
});

const film = (sessions: Session[]): Film => ({
  id: 7,
  slug: 'film',
  title: 'Фильм',
  originalTitle: 'Film',
  ageRating: '12+',
  durationMin: 100,
  genres: ['драма'],
  countries: ['Беларусь'],
  year: 2026,
  director: 'Режиссёр',
  cast: ['Актёр'],
  description: 'Длинное описание.',
  poster: {
    url: 'http://localhost:4000/main/media/posters/film.svg',
    width: 400,
    height: 600,
    alt: 'Постер',
  },
  stills: [],
  trailer: null,
  isPremier: false,
  premiereDate: null,
  categories: [{ slug: 'dlja-detej', name: 'Для детей' }],
  sessions,
});

describe('special screenings', () => {
  it('are derived from language, subtitles and the flags, in the contract order', () => {
    expect(sessionFeatures(session())).toEqual([]);
    expect(sessionFeatures(session({ language: 'en', subtitles: 'ru' }))).toEqual([
      'subtitles',
      'original-language',
    ]);
    expect(
      sessionFeatures(
        session({
          parentAndBaby: true,
          accessibility: {
            wheelchair: false,
            audioDescription: true,
            hardOfHearingSubtitles: true,
            sensoryFriendly: true,
            hearingLoop: false,
          },
        }),
      ),
    ).toEqual(['subtitles', 'audio-description', 'sensory-friendly', 'parent-and-baby']);
    // A hall with places for wheelchair users: the schedule's «Доступная среда», last in the contract's order.
    const accessible = session({
      language: 'en',
      subtitles: 'ru',
      accessibility: { ...session().accessibility, wheelchair: true },
    });
    expect(sessionFeatures(accessible)).toEqual(['subtitles', 'original-language', 'wheelchair']);
    // The hall's hearing loop, read with the session, comes after it; left out where the caller does not give it.
    const looped = session({
      accessibility: { ...session().accessibility, wheelchair: true, hearingLoop: true },
    });
    expect(sessionFeatures(looped)).toEqual(['wheelchair', 'hearing-loop']);
    const { hearingLoop: _, ...withoutHall } = looped.accessibility;
    expect(sessionFeatures({ ...looped, accessibility: withoutHall })).toEqual(['wheelchair']);
  });

  it('leave a chip only what it shows', () => {
    expect(sessionView(session())).toEqual({
      id: 'main-film-20261127-1930-red',
      startsAt: '2026-11-27T19:30:00+03:00',
      hall: { slug: 'krasnyj', name: 'Красный зал' },
      format: '2D',
      priceFrom: { amount: 12, currency: 'BYN' },
      ticketUrl: 'https://tickets.kino.example/main/sessions/main-film-20261127-1930-red',
      soldOut: false,
    });
    expect(sessionView(session({ language: 'en', subtitles: 'ru' }))).toMatchObject({
      features: ['subtitles', 'original-language'],
      language: 'en',
    });
  });
});

describe('one day of the schedule', () => {
  it('keeps the films of that day with only its sessions, without the texts of the film page', () => {
    const today = session();
    const tomorrow = session({ startsAt: '2026-11-28T19:30:00+03:00', cinemaDay: '2026-11-28' });
    const day = scheduleDay([film([today, tomorrow]), { ...film([tomorrow]), slug: 'other' }], '2026-11-27');
    expect(day.day).toBe('2026-11-27');
    expect(day.films.map((f) => f.slug)).toEqual(['film']);
    expect(day.films[0]!.sessions.map((s) => s.startsAt)).toEqual([today.startsAt]);
    expect(day.films[0]!.children).toBe(true);
    expect(Object.keys(day.films[0]!).sort()).toEqual(
      [
        'ageRating',
        'children',
        'durationMin',
        'genres',
        'isPremier',
        'poster',
        'premiereDate',
        'sessions',
        'slug',
        'title',
      ].sort(),
    );
  });

  it('the film page keeps the texts but not the id, and its sessions as chips show them', () => {
    const view = filmPageView(film([session()]));
    expect(view).not.toHaveProperty('id');
    expect(view.description).toBe('Длинное описание.');
    // A session keeps its id: it names the session's calendar file («Добавить в календарь»).
    expect(view.sessions[0]).toEqual(sessionView(session()));
  });
});

describe("the accessibility statement's special screenings", () => {
  it('counts the sessions still to come of each kind and names the soonest', () => {
    const subtitled = (startsAt: string) => session({ startsAt, subtitles: 'ru' });
    const films = [
      film([
        subtitled('2026-11-27T12:00:00+03:00'),
        subtitled('2026-11-28T21:00:00+03:00'),
        session({
          startsAt: '2026-11-27T18:00:00+03:00',
          accessibility: { ...session().accessibility, wheelchair: true, hearingLoop: true },
        }),
      ]),
      { ...film([subtitled('2026-11-27T20:00:00+03:00')]), slug: 'other', title: 'Другой' },
    ];
    const byFeature = Object.fromEntries(
      accessScreenings(films, '2026-11-27T15:00:00+03:00').map((s) => [s.feature, s]),
    );
    // 12:00 has started; 20:00 of the other film comes before the 21:00 of the next day.
    expect(byFeature.subtitles).toEqual({
      feature: 'subtitles',
      count: 2,
      next: { film: 'Другой', slug: 'other', startsAt: '2026-11-27T20:00:00+03:00' },
    });
    expect(byFeature.wheelchair!.count).toBe(1);
    expect(byFeature['hearing-loop']!.count).toBe(1);
    expect(byFeature['audio-description']).toEqual({ feature: 'audio-description', count: 0, next: null });
    expect(Object.keys(byFeature)).toEqual([
      'subtitles',
      'audio-description',
      'sensory-friendly',
      'wheelchair',
      'hearing-loop',
    ]);
  });
});
