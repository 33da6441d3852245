// The home page: today's films, premieres and coming soon, events and news of the current town.
import { formatDayLong, formatTime } from '@kino/api/cinema-time';
import type { Event, Film, Info, NewsSummary } from '@kino/api/types';
import { EventCard, NewsCard } from '#src/components/cards.tsx';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { AgeBadge, FilmTile, filmFacts } from '#src/components/film-card.tsx';
import { sortSessions } from '#src/components/sessions.tsx';
import { plural } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface HomeScreenProps {
  info: Info;
  films: Film[];
  events: Event[];
  news: NewsSummary[];
  /** The current cinema day, YYYY-MM-DD. */
  today: string;
}

function todaysSessions(film: Film, today: string) {
  return sortSessions(film.sessions.filter((s) => s.cinemaDay === today));
}

export function HomeScreen({ info, films, events, news, today }: HomeScreenProps) {
  const nowShowing = films.filter((f) => todaysSessions(f, today).length > 0);
  const premieres = films.filter((f) => f.isPremier);
  const featured = nowShowing.find((f) => f.trailer) ?? nowShowing[0] ?? premieres[0];
  const sessionCount = nowShowing.reduce((n, f) => n + todaysSessions(f, today).length, 0);

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
              {nowShowing.length > 0
                ? `Сегодня ${nowShowing.length} ${plural(nowShowing.length, 'фильм', 'фильма', 'фильмов')} и ${sessionCount} ${plural(sessionCount, 'сеанс', 'сеанса', 'сеансов')}. Билеты онлайн — без очереди на кассе.`
                : 'Сегодня сеансов нет — загляните в афишу на неделю.'}
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
              <ContentImage image={featured.poster} eager className="hero-poster" alt="" />
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

      <section className="container section" aria-labelledby="home-now">
        <div className="section-head">
          <h2 id="home-now">Сегодня в кино</h2>
          <AppLink to={{ name: 'afisha' }} className="text-link">
            Вся афиша →
          </AppLink>
        </div>
        {nowShowing.length > 0 ? (
          <ul className="film-grid">
            {nowShowing.map((film, i) => (
              <li key={film.id}>
                <FilmTile film={film} eager={i < 2}>
                  <p className="film-tile-times">
                    {todaysSessions(film, today)
                      .slice(0, 5)
                      .map((s) => formatTime(s.startsAt))
                      .join(' · ')}
                  </p>
                </FilmTile>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Сегодня сеансов нет">
            <AppLink to={{ name: 'afisha' }} className="button">
              Смотреть расписание на неделю
            </AppLink>
          </EmptyState>
        )}
      </section>

      {premieres.length > 0 ? (
        <section className="container section" aria-labelledby="home-premieres">
          <div className="section-head">
            <h2 id="home-premieres">Премьеры и скоро в кино</h2>
            <AppLink to={{ name: 'afisha', query: { premieres: '1' } }} className="text-link">
              Все премьеры →
            </AppLink>
          </div>
          <ul className="film-grid">
            {premieres.map((film) => (
              <li key={film.id}>
                <FilmTile film={film} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="container section" aria-labelledby="home-events">
        <div className="section-head">
          <h2 id="home-events">События</h2>
          {events[0] ? (
            <AppLink
              to={{ name: 'events_cat-category', params: { category: events[0].category.slug } }}
              className="text-link"
            >
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
