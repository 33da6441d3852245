// What the pages keep of the contract's films, sessions and events: the fields their screens show and nothing else, so no
// field travels to the browser (in loader data or the schedule's day answers) that the page does not use.
import { hasStarted } from './cinema-time.ts';
import { CHILDREN_CATEGORY, sessionFeatureValues } from './enums.ts';
import type { Event, EventPage, Film, Format, HallRef, Money, Session, SessionFeature } from './types.ts';

/** A session as a chip shows it: a ticket link (or a past / sold-out mark) with its hall, format and price. */
export interface SessionView {
  /** The contract's session id (its calendar file's address); absent in fixtures that do not need it. */
  id?: string;
  /** ISO 8601 with the Europe/Minsk offset. */
  startsAt: string;
  hall: HallRef;
  format: Format;
  priceFrom: Money;
  ticketUrl: string;
  soldOut: boolean;
  /** The special screening it is (subtitles, original language, …), in the contract's order; absent when none. */
  features?: SessionFeature[];
  /** The audio language (BCP 47) when it is not Russian; absent for Russian. */
  language?: string;
}

/** What a poster tile or a schedule row shows of a film. */
export interface FilmSummary
  extends Pick<
    Film,
    'slug' | 'title' | 'ageRating' | 'genres' | 'durationMin' | 'isPremier' | 'premiereDate'
  > {
  /** Without its alt text: a tile or a row names the film beside its poster, so the poster's alt is empty. */
  poster: Omit<Film['poster'], 'alt'>;
}

/** A film in a list that shows sessions (schedule row, home tile, hall page), with the sessions it shows. */
export interface FilmCardView extends FilmSummary {
  /** In the children's category (the schedule's «Детям» filter). */
  children: boolean;
  sessions: SessionView[];
}

/** A film on a category page: today's sessions, and when none are left today, the day and time of its next one. */
export interface CategoryFilmView extends FilmCardView {
  /** The first session after today (null when it has sessions today, or none at all). */
  next: { cinemaDay: string; startsAt: string } | null;
}

/** A film's own page: everything but the id, with its sessions as chips show them. */
export interface FilmPageView extends Omit<Film, 'id' | 'sessions'> {
  sessions: SessionView[];
}

/**
 * A session that had started when the page was made: what its «Сеанс прошёл» mark and the schedule's filters read —
 * no ticket, price or id, which nobody can use any more (an evening's schedule is mostly such sessions; issue 12).
 */
export interface StartedSessionView {
  started: true;
  startsAt: string;
  hall: Pick<HallRef, 'name'>;
  format: Format;
  features?: SessionFeature[];
  language?: string;
}

/** A session in a schedule: to come (a ticket link) or already started when the page was made. */
export type ScheduleSessionView = SessionView | StartedSessionView;

export const isStarted = (session: ScheduleSessionView): session is StartedSessionView =>
  'started' in session;

/** A film in a schedule, with its sessions of the day. */
export interface ScheduleFilmView extends Omit<FilmCardView, 'sessions'> {
  sessions: ScheduleSessionView[];
}

/** One cinema day of a town's schedule: what `/afisha/?day=` renders and what the browser fetches for a day tab. */
export interface ScheduleDay {
  /** Cinema day, YYYY-MM-DD. */
  day: string;
  films: ScheduleFilmView[];
}

/**
 * What `sessionFeatures` reads of a session. The hall's own features (`hearingLoop`) may be left out where the hall is
 * shown apart (the workspace's week grid, a row per hall).
 */
export type SessionFeatureSource = Pick<Session, 'language' | 'subtitles' | 'parentAndBaby'> & {
  accessibility: Omit<Session['accessibility'], 'hearingLoop'> & { hearingLoop?: boolean };
};

/** The special screenings a session is (contract SessionFeature), from its language, subtitles and flags. */
export function sessionFeatures(session: SessionFeatureSource): SessionFeature[] {
  const has: Record<SessionFeature, boolean> = {
    subtitles: session.subtitles !== null || session.accessibility.hardOfHearingSubtitles,
    'original-language': session.language !== 'ru',
    'audio-description': session.accessibility.audioDescription,
    'sensory-friendly': session.accessibility.sensoryFriendly,
    'parent-and-baby': session.parentAndBaby,
    wheelchair: session.accessibility.wheelchair,
    'hearing-loop': session.accessibility.hearingLoop === true,
  };
  return sessionFeatureValues.filter((feature) => has[feature]);
}

export function sessionView(session: Session): SessionView {
  const features = sessionFeatures(session);
  return {
    id: session.id,
    startsAt: session.startsAt,
    hall: session.hall,
    format: session.format,
    priceFrom: session.priceFrom,
    ticketUrl: session.ticketUrl,
    soldOut: session.soldOut,
    ...(features.length > 0 ? { features } : {}),
    ...(session.language !== 'ru' ? { language: session.language } : {}),
  };
}

function posterWithoutAlt({ alt: _alt, ...poster }: FilmSummary['poster'] & { alt?: string }) {
  return poster;
}

export function filmSummary(film: Pick<Film, keyof FilmSummary>): FilmSummary {
  return {
    slug: film.slug,
    title: film.title,
    poster: posterWithoutAlt(film.poster),
    ageRating: film.ageRating,
    genres: film.genres,
    durationMin: film.durationMin,
    isPremier: film.isPremier,
    premiereDate: film.premiereDate,
  };
}

/** A film with the sessions a list shows (`keep` picks them, e.g. one cinema day's). */
export function filmCardView(film: Film, keep: (session: Session) => boolean = () => true): FilmCardView {
  return {
    ...filmSummary(film),
    children: film.categories.some((category) => category.slug === CHILDREN_CATEGORY),
    sessions: film.sessions.filter(keep).map(sessionView),
  };
}

export function categoryFilmView(film: Film, today: string): CategoryFilmView {
  const card = filmCardView(film, (s) => s.cinemaDay === today);
  const later =
    card.sessions.length > 0
      ? undefined
      : film.sessions
          .filter((s) => s.cinemaDay > today)
          .reduce<Session | undefined>((a, s) => (a && a.startsAt <= s.startsAt ? a : s), undefined);
  return { ...card, next: later ? { cinemaDay: later.cinemaDay, startsAt: later.startsAt } : null };
}

export function filmPageView(film: Film): FilmPageView {
  const { id: _id, sessions, ...rest } = film;
  return { ...rest, sessions: sessions.map(sessionView) };
}

/** One cinema day of the schedule: the films with a session that day, each with that day's sessions. */
export function scheduleDay(films: readonly Film[], day: string): ScheduleDay & { films: FilmCardView[] } {
  return {
    day,
    films: films
      .filter((film) => film.sessions.some((session) => session.cinemaDay === day))
      .map((film) => filmCardView(film, (session) => session.cinemaDay === day)),
  };
}

/** Films as a page made at `now` shows them: the sessions already started keep only what their marks show. */
export function filmsAsOf(films: readonly ScheduleFilmView[], now: string): ScheduleFilmView[] {
  return films.map((film) => ({
    ...film,
    sessions: film.sessions.map((session) =>
      isStarted(session) || !hasStarted(session.startsAt, now) ? session : startedSession(session),
    ),
  }));
}

/** The day as a page made at `now` shows it (filmsAsOf). */
export function scheduleAsOf(schedule: ScheduleDay, now: string): ScheduleDay {
  return { day: schedule.day, films: filmsAsOf(schedule.films, now) };
}

function startedSession(session: SessionView): StartedSessionView {
  return {
    started: true,
    startsAt: session.startsAt,
    hall: { name: session.hall.name },
    format: session.format,
    ...(session.features ? { features: session.features } : {}),
    ...(session.language ? { language: session.language } : {}),
  };
}

/** What an event card shows (the home page, the events pages): not the event's text, which a card does not show. */
export type EventCardView = Pick<
  Event,
  | 'id'
  | 'title'
  | 'startsAt'
  | 'venue'
  | 'image'
  | 'ageRating'
  | 'excerpt'
  | 'priceFrom'
  | 'ticketUrl'
  | 'film'
>;

/** A page of events as cards, with the content service's page counts. */
export interface EventCardPage extends Omit<EventPage, 'items'> {
  items: EventCardView[];
}

export function eventCardView(event: Event): EventCardView {
  return {
    id: event.id,
    title: event.title,
    startsAt: event.startsAt,
    venue: event.venue,
    image: event.image,
    ageRating: event.ageRating,
    excerpt: event.excerpt,
    priceFrom: event.priceFrom,
    ticketUrl: event.ticketUrl,
    film: event.film,
  };
}

/** The special screenings the accessibility statement names (issue 35), each with a filter of the schedule. */
export const ACCESS_FEATURES = [
  'subtitles',
  'audio-description',
  'sensory-friendly',
  'wheelchair',
  'hearing-loop',
] as const satisfies readonly SessionFeature[];
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

/** How many sessions of a special screening are still to come in the films' list, and the soonest. */
export interface AccessScreening {
  feature: AccessFeature;
  count: number;
  next: { film: string; slug: string; startsAt: string } | null;
}

/** The special screenings of ACCESS_FEATURES in a list of films (the week's), counted from `now`. */
export function accessScreenings(films: readonly Film[], now: string): AccessScreening[] {
  return ACCESS_FEATURES.map((feature) => {
    let count = 0;
    let next: AccessScreening['next'] = null;
    for (const film of films)
      for (const session of film.sessions) {
        if (hasStarted(session.startsAt, now) || !sessionFeatures(session).includes(feature)) continue;
        count += 1;
        if (!next || new Date(session.startsAt) < new Date(next.startsAt))
          next = { film: film.title, slug: film.slug, startsAt: session.startsAt };
      }
    return { feature, count, next };
  });
}
