// The home page: what starts soon and today's films, premieres and coming soon, events and news of the current town.
import { formatDayLong } from '@kino/api/cinema-time';
import type { Info, NewsSummary } from '@kino/api/types';
import type { EventCardView, FilmSummary, ScheduleFilmView } from '@kino/api/views';
import { EventCard, NewsCard } from '#src/components/cards.tsx';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { AgeBadge, FilmTile, FilmTilesSection, filmFacts } from '#src/components/film-card.tsx';
import { STARTED_PARAM } from '#src/components/fold.tsx';
import { splitAtNow } from '#src/components/sessions.tsx';
import { TileTimes } from '#src/components/tile-times.tsx';
import { UpcomingSessions } from '#src/components/upcoming-sessions.tsx';
import { filmsCount, sessionsCount } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface HomeScreenProps {
  info: Info;
  /** Today's films, each with today's sessions (the ones already started as the site cuts them, scheduleAsOf). */
  films: ScheduleFilmView[];
  /** Premieres of the week and films coming soon («Скоро в кино»). */
  premieres: FilmSummary[];
  events: EventCardView[];
  news: NewsSummary[];
  /** The current cinema day, YYYY-MM-DD. */
  today: string;
  /** The current moment, ISO 8601: what has started is past. */
  now: string;
  /** The page was asked with the sessions already started shown (`?started=1`, the fold's no-JS link). */
  showStarted?: boolean;
}

export function HomeScreen({
  info,
  films,
  premieres,
  events,
  news,
  today,
  now,
  showStarted = false,
}: HomeScreenProps) {
  // Films with nothing left today are not «Сегодня в кино» any more; the schedule still lists them.
  const nowShowing = films
    .map((film) => ({ film, next: splitAtNow(film.sessions, now).upcoming }))
    .filter((f) => f.next.length > 0)
    .sort((a, b) => Date.parse(a.next[0]!.startsAt) - Date.parse(b.next[0]!.startsAt));
  const featured =
    nowShowing.find((f) => f.film.isPremier)?.film ?? nowShowing[0]?.film ?? premieres[0] ?? undefined;
  const sessionsLeft = nowShowing.reduce((n, f) => n + f.next.length, 0);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">
              {info.townName} · <span className="nowrap">{formatDayLong(today)}</span>
            </p>
            <h1 id="home-title">{info.cinemaName}</h1>
            <p className="hero-lead">
              {sessionsLeft > 0
                ? `Сегодня ещё ${sessionsCount(sessionsLeft)}: ${filmsCount(nowShowing.length)}. Билеты онлайн — без очереди на кассе.`
                : 'На сегодня сеансы закончились — загляните в афишу на неделю.'}
            </p>
            <div className="hero-actions">
              <AppLink to={{ name: 'afisha' }} className="button button-primary button-large">
                Афиша на неделю
              </AppLink>
              <AppLink to={{ name: 'certificates' }} className="button button-large">
                Подарить сертификат
              </AppLink>
            </div>
          </div>
          {featured ? (
            <article className="hero-feature">
              <ContentImage
                image={featured.poster}
                priority
                className="hero-poster"
                alt=""
                sizes="(min-width: 900px) 200px, 160px"
              />
              <div className="hero-feature-body">
                <p className="hero-feature-kicker">{featured.isPremier ? 'Премьера' : 'Сегодня в кино'}</p>
                <h2 className="hero-feature-title">
                  <AppLink to={{ name: 'afisha-film', params: { film: featured.slug } }}>
                    {featured.title}
                  </AppLink>
                </h2>
                <p className="hero-feature-facts">
                  <AgeBadge rating={featured.ageRating} /> {filmFacts(featured)}
                </p>
              </div>
            </article>
          ) : null}
        </div>
      </section>

      <div className="container section">
        <UpcomingSessions
          id="home-upcoming"
          films={films}
          now={now}
          limit={5}
          showStarted={showStarted}
          startedLink={{ name: 'index', query: { [STARTED_PARAM]: '1' } }}
          more={{ name: 'afisha' }}
          action={
            <AppLink to={{ name: 'afisha' }} className="text-link">
              Вся афиша →
            </AppLink>
          }
          empty={
            <p className="upcoming-empty">
              На сегодня сеансы закончились.{' '}
              <AppLink to={{ name: 'afisha' }}>Расписание на другие дни</AppLink>
            </p>
          }
        />
      </div>

      <section className="container section" aria-labelledby="home-now">
        <div className="section-head">
          <h2 id="home-now">Сегодня в кино</h2>
          <AppLink to={{ name: 'afisha' }} className="text-link">
            Вся афиша →
          </AppLink>
        </div>
        {nowShowing.length > 0 ? (
          <ul className="film-grid">
            {nowShowing.map(({ film }, i) => (
              <li key={film.slug}>
                <FilmTile film={film} eager={i < 2}>
                  <TileTimes film={film} now={now} />
                </FilmTile>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="На сегодня сеансы закончились">
            <AppLink to={{ name: 'afisha' }} className="button">
              Смотреть расписание на неделю
            </AppLink>
          </EmptyState>
        )}
      </section>

      <FilmTilesSection
        id="home-premieres"
        title="Премьеры и скоро в кино"
        more={{ to: { name: 'skoro' }, label: 'Все премьеры и анонсы →' }}
        films={premieres}
        today={today}
        className="container section"
      />

      <section className="container section" aria-labelledby="home-events">
        <div className="section-head">
          <h2 id="home-events">События</h2>
          {events[0] ? (
            <AppLink to={{ name: 'events' }} className="text-link">
              Все события →
            </AppLink>
          ) : null}
        </div>
        {events.length > 0 ? (
          <ul className="card-grid">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Скоро здесь появятся новые события" />
        )}
      </section>

      <section className="container section" aria-labelledby="home-news">
        <div className="section-head">
          <h2 id="home-news">Новости</h2>
          <AppLink to={{ name: 'news' }} className="text-link">
            Все новости →
          </AppLink>
        </div>
        {news.length > 0 ? (
          <ul className="card-grid">
            {news.slice(0, 3).map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Новостей пока нет" />
        )}
      </section>
    </div>
  );
}
