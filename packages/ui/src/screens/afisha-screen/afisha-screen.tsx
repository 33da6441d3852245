// The week's schedule: day tabs and filters as plain links (they work server-rendered and without JS), film rows with sessions.
import { dayTabLabel, formatDayLong, minutesOfDay } from '@kino/api/cinema-time';
import { CHILDREN_CATEGORY } from '@kino/api/enums';
import type { Film, Info, Session, TimeOfDay } from '@kino/api/types';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { AgeBadge } from '#src/components/film-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { SessionChips } from '#src/components/sessions.tsx';
import { formatDuration } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';
import { type AfishaSelection, afishaSelectionToQuery } from './afisha-selection.ts';

export {
  type AfishaSelection,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
} from './afisha-selection.ts';

export interface AfishaScreenProps {
  info: Info;
  /** Films with all their sessions of the next 7 days. */
  films: Film[];
  /** The 7 cinema days, first = today. */
  days: string[];
  selection: AfishaSelection;
  /** The current moment, ISO 8601; sessions before it are shown as past. */
  now: string;
  /** Called when a visitor picks a day or filter; the site mirrors it into the address. */
  onSelectionChange?: (s: AfishaSelection) => void;
}

function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Whether a session starts within a time of day; ranges may wrap past midnight (night 22:00–06:00). */
export function inTimeOfDay(session: Session, range: TimeOfDay): boolean {
  const m = minutesOfDay(session.startsAt);
  const from = toMinutes(range.from);
  const to = toMinutes(range.to);
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** The films shown for a selection, each with its matching sessions of the chosen day. */
export function filterAfisha(films: Film[], selection: AfishaSelection, info: Info) {
  const range = info.filters.timesOfDay.find((t) => t.id === selection.time);
  return films
    .filter((f) => !selection.children || f.categories.some((c) => c.slug === CHILDREN_CATEGORY))
    .filter((f) => !selection.premieres || f.isPremier)
    .map((film) => ({
      film,
      sessions: film.sessions.filter(
        (s) =>
          s.cinemaDay === selection.day &&
          (!selection.format || s.format === selection.format) &&
          (!range || inTimeOfDay(s, range)),
      ),
    }))
    .filter((row) => row.sessions.length > 0);
}

/** A link to another selection: a real link, which with JS switches at once without a page load. */
function SelectionLink({
  next,
  current,
  onSelect,
  children,
  className,
}: {
  next: AfishaSelection;
  current: AfishaSelection;
  onSelect: (next: AfishaSelection) => void;
  children: ReactNode;
  className?: string;
}) {
  const active = sameSelection(next, current);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    onSelect(next);
  }
  return (
    <AppLink
      to={{ name: 'afisha', query: afishaSelectionToQuery(next) }}
      className={`${className ?? 'chip'}${active ? ' is-active' : ''}`}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </AppLink>
  );
}

const sameSelection = (a: AfishaSelection, b: AfishaSelection) =>
  JSON.stringify(afishaSelectionToQuery(a)) === JSON.stringify(afishaSelectionToQuery(b));

export function AfishaScreen({ info, films, days, selection, now, onSelectionChange }: AfishaScreenProps) {
  const [current, setCurrent] = useState(selection);
  const selectionKey = JSON.stringify(afishaSelectionToQuery(selection));
  // A new selection from the site (back button, a link elsewhere) wins over local state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the selection's content, not identity
  useEffect(() => setCurrent(selection), [selectionKey]);

  const rows = filterAfisha(films, current, info);
  const { filters } = info;

  function select(next: AfishaSelection) {
    setCurrent(next);
    onSelectionChange?.(next);
  }

  const base = { ...current };
  const hasFilters = Boolean(current.format || current.time || current.children || current.premieres);

  return (
    <div className="container page afisha">
      <PageHeader
        title="Афиша"
        lead={`Расписание сеансов в ${info.cinemaName.replace(/^Кинотеатр\s+/, 'кинотеатре ')} на неделю`}
      />

      <nav className="day-tabs" aria-label="Дни расписания">
        <ul>
          {days.map((day, i) => (
            <li key={day}>
              <SelectionLink current={current} onSelect={select} next={{ ...base, day }} className="day-tab">
                {dayTabLabel(day, i)}
              </SelectionLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="filters" role="group" aria-label="Фильтры">
        {filters.formats.length > 0 ? (
          <div className="filter-group">
            <span className="filter-label" id="filter-format">
              Формат
            </span>
            <ul aria-labelledby="filter-format">
              <li>
                <SelectionLink current={current} onSelect={select} next={{ ...base, format: undefined }}>
                  Все
                </SelectionLink>
              </li>
              {filters.formats.map((format) => (
                <li key={format}>
                  <SelectionLink current={current} onSelect={select} next={{ ...base, format }}>
                    {format}
                  </SelectionLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {filters.timesOfDay.length > 0 ? (
          <div className="filter-group">
            <span className="filter-label" id="filter-time">
              Время
            </span>
            <ul aria-labelledby="filter-time">
              <li>
                <SelectionLink current={current} onSelect={select} next={{ ...base, time: undefined }}>
                  Любое
                </SelectionLink>
              </li>
              {filters.timesOfDay.map((t) => (
                <li key={t.id}>
                  <SelectionLink current={current} onSelect={select} next={{ ...base, time: t.id }}>
                    {t.label}
                  </SelectionLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {filters.children || filters.premieres ? (
          <div className="filter-group">
            <span className="filter-label" id="filter-more">
              Подборки
            </span>
            <ul aria-labelledby="filter-more">
              {filters.children ? (
                <li>
                  <SelectionLink
                    current={current}
                    onSelect={select}
                    next={{ ...base, children: !current.children || undefined }}
                  >
                    Детям
                  </SelectionLink>
                </li>
              ) : null}
              {filters.premieres ? (
                <li>
                  <SelectionLink
                    current={current}
                    onSelect={select}
                    next={{ ...base, premieres: !current.premieres || undefined }}
                  >
                    Премьеры
                  </SelectionLink>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>

      <h2 className="afisha-day" aria-live="polite">
        {formatDayLong(current.day).replace(/^./, (c) => c.toUpperCase())}
        <span className="afisha-count">
          {rows.length > 0
            ? ` · ${rows.length} ${rows.length === 1 ? 'фильм' : rows.length < 5 ? 'фильма' : 'фильмов'}`
            : ''}
        </span>
      </h2>

      {rows.length > 0 ? (
        <ul className="afisha-list">
          {rows.map(({ film, sessions }, i) => (
            <li key={film.id} className="afisha-row">
              <AppLink
                to={{ name: 'afisha-film', params: { film: film.slug } }}
                className="afisha-poster"
                tabIndex={-1}
                aria-hidden="true"
              >
                <ContentImage image={film.poster} eager={i < 2} alt="" />
              </AppLink>
              <div className="afisha-info">
                <h3 className="afisha-title">
                  <AppLink to={{ name: 'afisha-film', params: { film: film.slug } }}>{film.title}</AppLink>
                </h3>
                <p className="afisha-facts">
                  <AgeBadge rating={film.ageRating} />
                  {film.isPremier ? <span className="premiere-badge is-inline">Премьера</span> : null}
                  <span>{film.genres.join(', ')}</span>
                  <span>{formatDuration(film.durationMin)}</span>
                </p>
                <SessionChips sessions={sessions} now={now} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Нет сеансов по выбранным фильтрам">
          {hasFilters ? (
            <SelectionLink current={current} onSelect={select} next={{ day: current.day }} className="button">
              Сбросить фильтры
            </SelectionLink>
          ) : (
            <SelectionLink
              current={current}
              onSelect={select}
              next={{ day: days[0] ?? current.day }}
              className="button"
            >
              Смотреть сегодня
            </SelectionLink>
          )}
        </EmptyState>
      )}
    </div>
  );
}
