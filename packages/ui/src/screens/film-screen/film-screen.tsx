// A film's page: poster and facts, description, the trailer on request, and sessions grouped by day and hall.
import { addDays, cinemaDayOf, formatDay, formatDayLong } from '@kino/api/cinema-time';
import type { Info } from '@kino/api/types';
import type { FilmPageView, SessionView } from '@kino/api/views';
import { CalendarFeeds } from '#src/components/calendar-link.tsx';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { AgeBadge } from '#src/components/film-card.tsx';
import { FilmStills } from '#src/components/film-stills.tsx';
import { STARTED_PARAM } from '#src/components/fold.tsx';
import { Breadcrumbs } from '#src/components/page-header.tsx';
import { TextParagraphs } from '#src/components/rich-content.tsx';
import { SessionChips, sortSessions, splitAtNow } from '#src/components/sessions.tsx';
import { Trailer } from '#src/components/trailer.tsx';
import { formatDuration } from '#src/lib/format.ts';
import { AppLink, SCHEDULE_ANCHORS } from '#src/links/links.tsx';

export interface FilmScreenProps {
  info: Info;
  film: FilmPageView;
  /** The current moment, ISO 8601. */
  now: string;
  /** The page was asked with today's sessions already started shown (`?started=1`, the folds' no-JS link). */
  showStarted?: boolean;
}

type HallGroup = { hall: SessionView['hall']; sessions: SessionView[] };

/**
 * Sessions by day, and in a day by hall: the hall whose next session comes first leads, and a hall with nothing left
 * to book today (only its folded «Прошедшие сеансы») comes last.
 */
function groupSessions(sessions: SessionView[], now: string): [string, HallGroup[]][] {
  const days = new Map<string, Map<string, HallGroup>>();
  for (const s of sortSessions(sessions)) {
    const day = cinemaDayOf(s.startsAt);
    const halls = days.get(day) ?? new Map();
    days.set(day, halls);
    const group = halls.get(s.hall.slug) ?? { hall: s.hall, sessions: [] };
    group.sessions.push(s);
    halls.set(s.hall.slug, group);
  }
  const at = Date.parse(now);
  const nextAt = ({ sessions: list }: HallGroup) =>
    list.map((s) => Date.parse(s.startsAt)).find((t) => t > at) ?? Number.POSITIVE_INFINITY;
  // Days are YYYY-MM-DD: compared as text (localeCompare would load ICU's collator on hydration, ≈ 20 ms on a phone).
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, halls]) => [day, [...halls.values()].sort((a, b) => nextAt(a) - nextAt(b) || 0)]);
}

/** A hall whose sessions of the day have all started. */
function nothingToCome({ sessions }: HallGroup, now: string): boolean {
  return splitAtNow(sessions, now).upcoming.length === 0;
}

/** How many of the next sessions the film's head lists. */
const NEXT_SESSIONS = 4;

function dayHeading(day: string, today: string): string {
  const long = formatDayLong(day);
  if (day === today) return `Сегодня, ${formatDay(day)}`;
  if (day === addDays(today, 1)) return `Завтра, ${formatDay(day)}`;
  return long.replace(/^./, (c) => c.toUpperCase());
}

export function FilmScreen({ info, film, now, showStarted = false }: FilmScreenProps) {
  const today = cinemaDayOf(now);
  const upcoming = film.sessions.filter((s) => cinemaDayOf(s.startsAt) >= today);
  const grouped = groupSessions(upcoming, now);
  const comingSoon = film.isPremier && film.premiereDate !== null && film.premiereDate > today;
  // The next sessions, up in the first screen (on a phone the full list is screens down): the first day with one to
  // come, across its halls.
  const toCome = splitAtNow(upcoming, now).upcoming;
  const nextDay = toCome[0] ? cinemaDayOf(toCome[0].startsAt) : undefined;
  const nextSessions = toCome.filter((s) => cinemaDayOf(s.startsAt) === nextDay).slice(0, NEXT_SESSIONS);
  const startedLink = {
    name: 'afisha-film',
    params: { film: film.slug },
    query: { [STARTED_PARAM]: '1' },
  } as const;
  // Only what staff filled in: no «Страна, год: , 2026», no bare label.
  const origin = [film.countries.join(', '), film.year ? String(film.year) : ''].filter(Boolean).join(', ');

  return (
    <div className="film">
      <div className="film-hero">
        <div
          className="film-hero-backdrop"
          style={{ backgroundImage: `url("${film.poster.url}")` }}
          aria-hidden="true"
        />
        <div className="container film-hero-inner">
          <Breadcrumbs crumbs={[{ label: 'Афиша', to: { name: 'afisha' } }]} />
          <div className="film-head">
            <ContentImage
              image={film.poster}
              priority
              className="film-poster"
              sizes="(min-width: 760px) 300px, min(160px, 42vw)"
            />
            <div className="film-summary">
              <p className="film-badges">
                <AgeBadge rating={film.ageRating} />
                {film.isPremier ? <span className="premiere-badge is-inline">Премьера</span> : null}
                {film.sessions.some((s) => s.format === 'IMAX') ? (
                  <span className="format-badge">IMAX</span>
                ) : null}
              </p>
              <h1 className="film-title">{film.title}</h1>
              {film.originalTitle ? (
                <p className="film-original" lang="en">
                  {film.originalTitle}
                </p>
              ) : null}
              {comingSoon && film.premiereDate ? (
                <p className="premiere-note">
                  Премьера {formatDay(film.premiereDate, true)} — следите за расписанием
                </p>
              ) : null}
              {nextDay ? (
                <section className="film-next" aria-labelledby="film-next">
                  <h2 id="film-next" className="film-next-title">
                    Ближайшие сеансы: {dayHeading(nextDay, today).replace(/^./, (c) => c.toLowerCase())}
                  </h2>
                  <SessionChips sessions={nextSessions} now={now} durationMin={film.durationMin} />
                </section>
              ) : null}
              <a className="button button-primary film-choose" href={`#${SCHEDULE_ANCHORS['afisha-film']}`}>
                {grouped.length > 0 ? 'Выбрать сеанс' : 'Расписание'}
              </a>
              <dl className="facts">
                {film.genres.length > 0 ? (
                  <div>
                    <dt>Жанр</dt>
                    <dd>{film.genres.join(', ')}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Продолжительность</dt>
                  <dd>{formatDuration(film.durationMin)}</dd>
                </div>
                {origin ? (
                  <div>
                    <dt>{originLabel(film)}</dt>
                    <dd>{origin}</dd>
                  </div>
                ) : null}
                {film.director.trim() ? (
                  <div>
                    <dt>Режиссёр</dt>
                    <dd>{film.director}</dd>
                  </div>
                ) : null}
                {film.categories.length > 0 ? (
                  <div className="facts-wide">
                    <dt>Подборки</dt>
                    <dd>
                      <ul className="film-categories">
                        {film.categories.map((category) => (
                          <li key={category.slug}>
                            <AppLink to={{ name: 'movie_cat-category', params: { category: category.slug } }}>
                              {category.name}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : null}
                {film.cast.length > 0 ? (
                  <div className="facts-wide">
                    <dt>В ролях</dt>
                    <dd>{film.cast.join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </div>
        </div>
      </div>

      <div className="container film-body">
        {film.description.trim() ? (
          <section className="film-about" aria-labelledby="film-about">
            <h2 id="film-about">О фильме</h2>
            <TextParagraphs text={film.description} />
          </section>
        ) : null}
        {film.trailer ? (
          <section className="film-trailer" aria-labelledby="film-trailer">
            <h2 id="film-trailer">Трейлер</h2>
            <Trailer trailer={film.trailer} title={film.title} cover={film.stills[0]} />
          </section>
        ) : null}
        <FilmStills stills={film.stills} title={film.title} />

        <section
          className="film-sessions"
          id={SCHEDULE_ANCHORS['afisha-film']}
          tabIndex={-1}
          aria-labelledby="film-sessions"
        >
          <h2 id="film-sessions">Сеансы {info.cinemaLocative}</h2>
          {grouped.length > 0 ? (
            <div className="film-days">
              {grouped.map(([day, halls]) => {
                // Today, halls with nothing left to book are not a heading each over one fold: their started
                // sessions go together into one fold after the halls still showing the film.
                const spent = day === today ? halls.filter((group) => nothingToCome(group, now)) : [];
                const live = halls.filter((group) => !spent.includes(group));
                return (
                  <div key={day} className="film-day">
                    <h3>{dayHeading(day, today)}</h3>
                    {live.map(({ hall, sessions }) => (
                      <div key={hall.slug} className="film-hall">
                        <p className="film-hall-name">
                          <AppLink to={{ name: 'hall-hall', params: { hall: hall.slug } }}>
                            {hall.name}
                          </AppLink>
                        </p>
                        <SessionChips
                          sessions={sessions}
                          now={now}
                          durationMin={film.durationMin}
                          hideHall
                          foldPast={day === today}
                          foldId={`sessions-${hall.slug}-past`}
                          showStarted={showStarted}
                          startedLink={startedLink}
                        />
                      </div>
                    ))}
                    {spent.length > 0 ? (
                      <div className="film-hall is-spent">
                        <SessionChips
                          sessions={spent.flatMap((group) => group.sessions)}
                          now={now}
                          foldPast
                          foldId="sessions-spent-past"
                          showStarted={showStarted}
                          startedLink={startedLink}
                        />
                      </div>
                    ) : null}
                  </div>
                );
              })}
              <CalendarFeeds
                title="В вашем календаре"
                links={[{ feed: { kind: 'film', film: film.slug }, label: 'все сеансы фильма' }]}
              />
            </div>
          ) : (
            <EmptyState title={comingSoon ? 'Продажа билетов ещё не открыта' : 'Сеансов пока нет'}>
              <p>
                {comingSoon && film.premiereDate
                  ? `Фильм выходит ${formatDay(film.premiereDate, true)}. Расписание появится за неделю до премьеры.`
                  : 'Загляните в афишу — там все фильмы недели.'}
              </p>
              <AppLink to={{ name: 'afisha' }} className="button">
                Вся афиша
              </AppLink>
            </EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}

/** The origin fact's label names only what it shows. */
function originLabel(film: Pick<FilmPageView, 'countries' | 'year'>): string {
  if (film.countries.length === 0) return 'Год';
  return film.year ? 'Страна, год' : film.countries.length > 1 ? 'Страны' : 'Страна';
}
