// «Начинается скоро»: the next sessions across films in start order, the next one marked, the ones already started
// folded into «Прошедшие сеансы (N)». On the schedule, the home page and a hall's page.
import { formatTime, nightOf } from '@kino/api/cinema-time';
import type { LinkTarget } from '@kino/api/routes';
import { type FilmSummary, isStarted, type ScheduleSessionView, type SessionView } from '@kino/api/views';
import type { ReactNode } from 'react';
import { formatMoney, sessionsCount } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';
import { Fold } from './fold.tsx';
import { SessionFeatureTags } from './session-features.tsx';
import { sessionKey, splitAtNow, ticketLabel } from './sessions.tsx';

type UpcomingFilm = Pick<FilmSummary, 'slug' | 'title'> & { sessions: readonly ScheduleSessionView[] };

interface Entry<S extends ScheduleSessionView = ScheduleSessionView> {
  film: UpcomingFilm;
  session: S;
  startsAt: string;
}

/** Every session of the films with its film, split at `now`, each part in start order. */
export function sessionsAcrossFilms(films: readonly UpcomingFilm[], now: string) {
  const entries: Entry[] = films.flatMap((film) =>
    film.sessions.map((session) => ({ film, session, startsAt: session.startsAt })),
  );
  const { past, upcoming } = splitAtNow(entries, now);
  // A session the page saw as started is past whatever `now` says.
  const toCome = (e: Entry): e is Entry<SessionView> => !isStarted(e.session);
  return {
    past: [...past, ...upcoming.filter((e) => !toCome(e))],
    upcoming: upcoming.filter(toCome),
  };
}

/** «через 25 мин», «через 1 ч 10 мин» for the next session when it is near; null when it is further off. */
function startsIn(startsAt: string, now: string): string | null {
  const minutes = Math.round((Date.parse(startsAt) - Date.parse(now)) / 60_000);
  if (minutes <= 0 || minutes > 120) return null;
  if (minutes < 60) return `через ${minutes} мин`;
  const rest = minutes % 60;
  return `через ${Math.floor(minutes / 60)} ч${rest ? ` ${rest} мин` : ''}`;
}

function MoreText({ count, to }: { count: number; to: UpcomingSessionsProps['more'] }) {
  const text = `И ещё ${sessionsCount(count)} сегодня`;
  if (to === undefined) return text;
  if (typeof to === 'string')
    return (
      <a className="text-link" href={to}>
        {text} →
      </a>
    );
  return (
    <AppLink to={to} className="text-link">
      {text} →
    </AppLink>
  );
}

function Time({ session }: { session: Pick<ScheduleSessionView, 'startsAt'> }) {
  const night = nightOf(session.startsAt);
  return (
    <span className="upcoming-time">
      {formatTime(session.startsAt)}
      {night ? <span className="session-night">{night.short}</span> : null}
    </span>
  );
}

export interface UpcomingSessionsProps {
  /** Films with the day's sessions (already filtered as the page is). */
  films: readonly UpcomingFilm[];
  /** The current moment, ISO 8601. */
  now: string;
  /** How many of the next sessions to list; all when not given. */
  limit?: number;
  /** Heading id, for the section's name. */
  id: string;
  title?: string;
  headingLevel?: 2 | 3;
  /** Hide the film (a film's own list) or the hall (a hall's list). */
  hideFilm?: boolean;
  hideHall?: boolean;
  /** Beside the heading, e.g. «Вся афиша →». */
  action?: ReactNode;
  /** Shown when nothing is left to start. */
  empty?: ReactNode;
  /**
   * The page with the sessions already started rendered (`?started=1`): the fold of them is then made only when
   * opened, and without JavaScript opening it offers this link (Fold). Without it the fold's content is always made.
   */
  startedLink?: LinkTarget;
  /** The page was asked with that parameter: the fold is rendered open. */
  showStarted?: boolean;
  /**
   * Where «И ещё N сеансов сегодня» leads: another page (the schedule) or a place on this one (`#id`, the films
   * below). Without it the line is plain text, styled as text.
   */
  more?: LinkTarget | `#${string}`;
}

export function UpcomingSessions({
  films,
  now,
  limit,
  id,
  title = 'Начинается скоро',
  headingLevel = 2,
  hideFilm = false,
  hideHall = false,
  action,
  empty,
  startedLink,
  showStarted = false,
  more,
}: UpcomingSessionsProps) {
  const { past, upcoming } = sessionsAcrossFilms(films, now);
  const shown = limit === undefined ? upcoming : upcoming.slice(0, limit);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="upcoming" aria-labelledby={id}>
      <div className="section-head">
        <Heading id={id}>{title}</Heading>
        {action}
      </div>
      {shown.length > 0 ? (
        <ol className="upcoming-list">
          {shown.map(({ film, session }, i) => {
            const soon = i === 0 ? startsIn(session.startsAt, now) : null;
            return (
              <li key={session.ticketUrl} className={i === 0 ? 'upcoming-item is-next' : 'upcoming-item'}>
                <Time session={session} />
                {i === 0 ? (
                  <span className="upcoming-badge">
                    Ближайший{soon ? <span className="upcoming-soon">{` · ${soon}`}</span> : null}
                  </span>
                ) : null}
                <span className="upcoming-what">
                  {hideFilm ? null : (
                    <AppLink
                      to={{ name: 'afisha-film', params: { film: film.slug } }}
                      className="upcoming-film"
                    >
                      {film.title}
                    </AppLink>
                  )}
                  <span className="upcoming-meta">
                    {[hideHall ? null : session.hall.name, session.format].filter(Boolean).join(' · ')}
                    <SessionFeatureTags features={session.features} language={session.language} />
                  </span>
                </span>
                {session.soldOut ? (
                  <span className="upcoming-ticket is-sold-out">Мест нет</span>
                ) : (
                  <a
                    className="upcoming-ticket"
                    href={session.ticketUrl}
                    aria-label={ticketLabel(session, hideFilm ? undefined : film.title)}
                  >
                    {`от ${formatMoney(session.priceFrom)}`}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        (empty ?? <p className="upcoming-empty">На сегодня сеансы закончились.</p>)
      )}
      {upcoming.length > shown.length ? (
        <p className="upcoming-more">
          <MoreText count={upcoming.length - shown.length} to={more} />
        </p>
      ) : null}
      {past.length > 0 ? (
        <Fold
          id={`${id}-past`}
          className="past-sessions"
          summary={`Прошедшие сеансы (${past.length})`}
          open={showStarted}
          openLink={startedLink}
          openLinkText="Показать прошедшие сеансы"
        >
          {() => (
            <ol className="upcoming-list is-past">
              {past.map(({ film, session }) => (
                <li key={sessionKey(session)} className="upcoming-item is-past">
                  <Time session={session} />
                  <span className="upcoming-what">
                    {hideFilm ? null : <span className="upcoming-film">{film.title}</span>}
                    <span className="upcoming-meta">
                      {[hideHall ? null : session.hall.name, session.format].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span className="upcoming-ticket is-past">Сеанс прошёл</span>
                </li>
              ))}
            </ol>
          )}
        </Fold>
      ) : null}
    </section>
  );
}
