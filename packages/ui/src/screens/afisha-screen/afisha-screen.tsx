// The schedule, one cinema day at a time: day tabs and filters as plain links (they work server-rendered and
// without JS), «Начинается скоро» and the films still to come first on today's tab, film rows with sessions.
import { dayTabLabel, formatDayLong, minutesOfDay } from '@kino/api/cinema-time';
import { CHILDREN_CATEGORY } from '@kino/api/enums';
import type { Info, TimeOfDay } from '@kino/api/types';
import type { ScheduleDay, ScheduleFilmView, ScheduleSessionView } from '@kino/api/views';
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { CalendarFeeds } from '#src/components/calendar-link.tsx';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { AgeBadge } from '#src/components/film-card.tsx';
import { Fold } from '#src/components/fold.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { FEATURE_TEXT, FeatureIcon } from '#src/components/session-features.tsx';
import { SessionChips, splitAtNow } from '#src/components/sessions.tsx';
import { UpcomingSessions } from '#src/components/upcoming-sessions.tsx';
import { filmsCount, formatDuration } from '#src/lib/format.ts';
import { AppLink, type AppLinkProps, SCHEDULE_ANCHORS } from '#src/links/links.tsx';
import {
  type AfishaIgnored,
  type AfishaSelection,
  afishaSelectionToQuery,
  hasFilters,
} from './afisha-selection.ts';

export {
  type AfishaIgnored,
  type AfishaSelection,
  afishaIgnored,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
  hasFilters as hasAfishaFilters,
} from './afisha-selection.ts';

export interface AfishaScreenProps {
  info: Info;
  /** The selected day's films with that day's sessions; null while the browser is still fetching that day. */
  schedule: ScheduleDay | null;
  /** The 7 cinema days, first = today. */
  days: string[];
  selection: AfishaSelection;
  /** The current moment, ISO 8601; sessions before it are shown as past. */
  now: string;
  /** Called when a visitor picks a day or filter; the site mirrors it into the address and loads the day. */
  onSelectionChange?: (s: AfishaSelection) => void;
  /** A day tab is pointed at or focused: the site may start loading that day. */
  onDayIntent?: (day: string) => void;
  /** What the address asked for that is not applied (an unknown format or day, a filter this town lacks). */
  ignored?: AfishaIgnored[];
  /**
   * When the selected day has nothing for the filters: the next day of the week that has, null when none has,
   * undefined while not known yet.
   */
  nextDay?: string | null;
}

/** Why a value of the address is not applied, in a sentence. */
export function ignoredText({ param, value }: AfishaIgnored, info: Info): string {
  switch (param) {
    case 'day':
      return `Дня «${value}» в расписании нет (оно на неделю вперёд) — показываем сегодня.`;
    case 'format':
      return `Формата «${value}» ${info.cinemaLocative} нет — показаны все форматы.`;
    case 'time':
      return `Время «${value}» не распознано — показаны сеансы в любое время.`;
    case 'feature':
      return `Особых сеансов «${value}» ${info.cinemaLocative} нет — показаны все сеансы.`;
    case 'children':
      return `Отдельного выбора фильмов для детей ${info.cinemaLocative} нет — показаны все фильмы.`;
    case 'premieres':
      return `Отдельного выбора премьер ${info.cinemaLocative} нет — показаны все фильмы.`;
  }
}

function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Whether a session starts within a time of day; ranges may wrap past midnight (night 22:00–06:00). */
export function inTimeOfDay(session: Pick<ScheduleSessionView, 'startsAt'>, range: TimeOfDay): boolean {
  const m = minutesOfDay(session.startsAt);
  const from = toMinutes(range.from);
  const to = toMinutes(range.to);
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** The hours a time of day means, for its chip: «до 12:00», «12:00–17:00», «после 22:00». */
export function timeOfDayHours(range: TimeOfDay): string {
  // The cinema day starts at 06:00: a range from it is "until", one up to it is "after".
  if (range.from === '06:00') return `до ${range.to}`;
  if (range.to === '06:00') return `после ${range.from}`;
  return `${range.from}–${range.to}`;
}

export interface AfishaRow {
  film: ScheduleFilmView;
  sessions: ScheduleSessionView[];
}

/** The films shown for a selection, each with its matching sessions of the day. */
export function filterAfisha(
  films: readonly ScheduleFilmView[],
  selection: AfishaSelection,
  info: Info,
): AfishaRow[] {
  const range = info.filters.timesOfDay.find((t) => t.id === selection.time);
  return films
    .filter((f) => !selection.children || f.children)
    .filter((f) => !selection.premieres || f.isPremier)
    .map((film) => ({
      film,
      sessions: film.sessions.filter(
        (s) =>
          (!selection.format || s.format === selection.format) &&
          (!range || inTimeOfDay(s, range)) &&
          (!selection.feature || (s.features ?? []).includes(selection.feature)),
      ),
    }))
    .filter((row) => row.sessions.length > 0);
}

/**
 * Today's rows: films with a session still to come first, by their next session, each with only its sessions to come
 * (the started ones are listed once for the whole day, in «Начинается скоро»'s fold); films whose sessions have all
 * started are returned apart, whole, so the page can fold them away.
 */
export function splitTodayRows(rows: readonly AfishaRow[], now: string) {
  const split = rows.map((row) => ({ row, upcoming: splitAtNow(row.sessions, now).upcoming }));
  const live = split
    .filter((r) => r.upcoming.length > 0)
    .sort((a, b) => Date.parse(a.upcoming[0]!.startsAt) - Date.parse(b.upcoming[0]!.startsAt))
    .map((r) => ({ ...r.row, sessions: r.upcoming }));
  const finished = split.filter((r) => r.upcoming.length === 0).map((r) => r.row);
  return { live, finished };
}

/** The schedule's first day: links to it carry no day (afishaSelectionToQuery). */
const Today = createContext<string | undefined>(undefined);

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/** A day tab: a real link, which with JS switches at once without a page load. */
function DayTab({
  day,
  label,
  current,
  onSelect,
  onIntent,
}: {
  day: string;
  label: string;
  current: AfishaSelection;
  onSelect: (next: AfishaSelection) => void;
  onIntent?: (day: string) => void;
}) {
  const active = current.day === day;
  return (
    <SelectionLink
      next={{ ...current, day }}
      onSelect={onSelect}
      className={`day-tab${active ? ' is-active' : ''}`}
      aria-current={active ? 'true' : undefined}
      onPointerEnter={() => onIntent?.(day)}
      onFocus={() => onIntent?.(day)}
    >
      {label}
    </SelectionLink>
  );
}

/**
 * A link to another selection (a day tab, a filter, reset, «Расписание на завтра»): with JS it switches at once,
 * without a page load; it is not «the current page» unless it says so.
 */
function SelectionLink({
  next,
  onSelect,
  ...link
}: Omit<AppLinkProps, 'to' | 'onClick' | 'onSelect'> & {
  next: AfishaSelection;
  onSelect: (next: AfishaSelection) => void;
}) {
  const today = useContext(Today);
  return (
    <AppLink
      to={{ name: 'afisha', query: afishaSelectionToQuery(next, today) }}
      {...link}
      // Said even when undefined: no selection link is «the current page» by the router's own rule.
      aria-current={link['aria-current']}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onSelect(next);
      }}
    />
  );
}

/**
 * A filter: a toggle button for assistive technology (`aria-pressed`), and a real link underneath, so without
 * JavaScript it still leads to the filtered page.
 */
function FilterChip({
  pressed,
  next,
  onSelect,
  children,
  title,
}: {
  pressed: boolean;
  next: AfishaSelection;
  onSelect: (next: AfishaSelection) => void;
  children: ReactNode;
  /** What the filter means, when its name alone does not say it (the special screenings). */
  title?: string;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // A button is pressed with Space too; a link is not.
    if (event.key === ' ') {
      event.preventDefault();
      onSelect(next);
    }
  }
  // A toggle says it is on by aria-pressed; no chip is «the current page» (issue 35).
  return (
    <SelectionLink
      next={next}
      onSelect={onSelect}
      role="button"
      aria-pressed={pressed}
      className={`chip${pressed ? ' is-active' : ''}`}
      title={title}
      onKeyDown={onKeyDown}
    >
      {children}
    </SelectionLink>
  );
}

function FilmRow({
  film,
  sessions,
  now,
  eager,
  priority,
}: AfishaRow & { now: string; eager: boolean; priority: boolean }) {
  return (
    <li className="afisha-row">
      <AppLink
        to={{ name: 'afisha-film', params: { film: film.slug } }}
        className="afisha-poster"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ContentImage
          image={film.poster}
          eager={eager}
          priority={priority}
          alt=""
          sizes="(min-width: 720px) 150px, 96px"
        />
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
        <SessionChips sessions={sessions} now={now} durationMin={film.durationMin} />
      </div>
    </li>
  );
}

/** The day's films below «Начинается скоро», where its «И ещё N сеансов» leads. */
const AFISHA_FILMS_ID = 'afisha-films';

const capitalize = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

export function AfishaScreen({
  info,
  schedule,
  days,
  selection,
  now,
  onSelectionChange,
  onDayIntent,
  ignored = [],
  nextDay,
}: AfishaScreenProps) {
  const [current, setCurrent] = useState(selection);
  const selectionKey = JSON.stringify(afishaSelectionToQuery(selection));
  // A new selection from the site (back button, a link elsewhere) wins over local state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the selection's content, not identity
  useEffect(() => setCurrent(selection), [selectionKey]);

  const { filters } = info;
  const loaded = schedule !== null && schedule.day === current.day;
  const rows = loaded ? filterAfisha(schedule.films, current, info) : [];
  const isToday = current.day === days[0];
  const { live, finished } = isToday ? splitTodayRows(rows, now) : { live: rows, finished: [] };
  const filtered = hasFilters(current);
  const children = filters.categories.find((c) => c.slug === CHILDREN_CATEGORY);

  function select(next: AfishaSelection) {
    setCurrent(next);
    onSelectionChange?.(next);
  }

  const base = { ...current };
  /** Today's folds of what has started, rendered open: where they lead without JavaScript. */
  const startedLink = {
    name: 'afisha',
    query: afishaSelectionToQuery({ ...current, started: true }, days[0]),
  } as const;
  const chosen = [
    current.children ? 'детям' : null,
    current.premieres ? 'премьеры' : null,
    current.format ?? null,
    current.time ? filters.timesOfDay.find((t) => t.id === current.time)?.label.toLowerCase() : null,
    current.feature ? FEATURE_TEXT[current.feature].filter.toLowerCase() : null,
  ].filter(Boolean);

  return (
    <Today.Provider value={days[0]}>
      <div className="container page afisha">
        <PageHeader title="Афиша" lead={`Расписание сеансов ${info.cinemaLocative} на неделю`}>
          <nav className="afisha-links" aria-label="Подборки фильмов">
            <ul>
              <li>
                <AppLink to={{ name: 'skoro' }} className="text-link">
                  Скоро в кино →
                </AppLink>
              </li>
              {children ? (
                <li>
                  <AppLink
                    to={{ name: 'movie_cat-category', params: { category: children.slug } }}
                    className="text-link"
                  >
                    Фильмы для детей →
                  </AppLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </PageHeader>

        <nav className="day-tabs" aria-label="Дни расписания">
          <ul>
            {days.map((day, i) => (
              <li key={day}>
                <DayTab
                  day={day}
                  label={dayTabLabel(day, i)}
                  current={current}
                  onSelect={select}
                  onIntent={onDayIntent}
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="filters" role="group" aria-label="Фильтры">
          {filters.children || filters.premieres ? (
            <div className="filter-group">
              <span className="filter-label" id="filter-more">
                Показать
              </span>
              <ul aria-labelledby="filter-more">
                {filters.children ? (
                  <li>
                    <FilterChip
                      pressed={Boolean(current.children)}
                      onSelect={select}
                      next={{ ...base, children: !current.children || undefined }}
                    >
                      Детям
                    </FilterChip>
                  </li>
                ) : null}
                {filters.premieres ? (
                  <li>
                    <FilterChip
                      pressed={Boolean(current.premieres)}
                      onSelect={select}
                      next={{ ...base, premieres: !current.premieres || undefined }}
                    >
                      Премьеры
                    </FilterChip>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
          {filters.formats.length > 0 ? (
            <div className="filter-group">
              <span className="filter-label" id="filter-format">
                Формат
              </span>
              <ul aria-labelledby="filter-format">
                <li>
                  <FilterChip
                    pressed={!current.format}
                    onSelect={select}
                    next={{ ...base, format: undefined }}
                  >
                    Все
                  </FilterChip>
                </li>
                {filters.formats.map((format) => (
                  <li key={format}>
                    <FilterChip
                      pressed={current.format === format}
                      onSelect={select}
                      next={{ ...base, format: current.format === format ? undefined : format }}
                    >
                      {format}
                    </FilterChip>
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
                  <FilterChip pressed={!current.time} onSelect={select} next={{ ...base, time: undefined }}>
                    Любое
                  </FilterChip>
                </li>
                {filters.timesOfDay.map((t) => (
                  <li key={t.id}>
                    <FilterChip
                      pressed={current.time === t.id}
                      onSelect={select}
                      next={{ ...base, time: current.time === t.id ? undefined : t.id }}
                    >
                      {t.label}
                      <span className="chip-hint">{timeOfDayHours(t)}</span>
                    </FilterChip>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {filters.features.length > 0 ? (
            <div className="filter-group">
              <span className="filter-label" id="filter-feature">
                Особые сеансы
              </span>
              <ul aria-labelledby="filter-feature">
                {filters.features.map((feature) => (
                  <li key={feature}>
                    <FilterChip
                      pressed={current.feature === feature}
                      onSelect={select}
                      next={{ ...base, feature: current.feature === feature ? undefined : feature }}
                      title={FEATURE_TEXT[feature].hint}
                    >
                      <FeatureIcon feature={feature} />
                      {FEATURE_TEXT[feature].filter}
                    </FilterChip>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        {ignored.length > 0 ? (
          <div className="site-notice afisha-ignored" role="status">
            {ignored.map((item) => (
              <p key={item.param}>{ignoredText(item, info)}</p>
            ))}
          </div>
        ) : null}

        <h2 className="afisha-day" id={SCHEDULE_ANCHORS.afisha} tabIndex={-1} aria-live="polite">
          {isToday ? `Сегодня, ${formatDayLong(current.day)}` : capitalize(formatDayLong(current.day))}
          <span className="afisha-count">
            {loaded && live.length > 0 ? ` · ${filmsCount(live.length)}` : ''}
          </span>
        </h2>

        {!loaded ? (
          <div className="afisha-loading" aria-busy="true">
            <p className="visually-hidden">Загружаем расписание…</p>
            {[0, 1, 2].map((i) => (
              <div key={i} className="afisha-row is-placeholder" />
            ))}
          </div>
        ) : rows.length > 0 ? (
          <>
            {isToday ? (
              <UpcomingSessions
                id="afisha-upcoming"
                films={rows.map((row) => ({ ...row.film, sessions: row.sessions }))}
                now={now}
                limit={5}
                headingLevel={3}
                showStarted={current.started}
                startedLink={startedLink}
                more={`#${AFISHA_FILMS_ID}`}
                empty={
                  <p className="upcoming-empty">
                    На сегодня сеансы{filtered ? ' по выбранным фильтрам' : ''} закончились.{' '}
                    {days[1] ? (
                      <SelectionLink next={{ ...current, day: days[1] }} onSelect={select}>
                        Расписание на завтра
                      </SelectionLink>
                    ) : null}
                  </p>
                }
              />
            ) : null}
            {live.length > 0 ? (
              <ul
                className="afisha-list"
                id={AFISHA_FILMS_ID}
                aria-label={isToday ? 'Фильмы, которые ещё идут сегодня' : 'Фильмы дня'}
              >
                {live.map((row, i) => (
                  <FilmRow key={row.film.slug} {...row} now={now} eager={i === 0} priority={i === 0} />
                ))}
              </ul>
            ) : null}
            {finished.length > 0 ? (
              <Fold
                id="afisha-finished"
                className="afisha-finished"
                summary={`Сегодня уже не идут: ${filmsCount(finished.length)}`}
                open={current.started}
                openLink={startedLink}
                openLinkText="Показать эти фильмы"
              >
                {() => (
                  <ul className="afisha-list">
                    {finished.map((row) => (
                      <FilmRow key={row.film.slug} {...row} now={now} eager={false} priority={false} />
                    ))}
                  </ul>
                )}
              </Fold>
            ) : null}
          </>
        ) : (
          <EmptyState title={filtered ? 'Нет сеансов по выбранным фильтрам' : 'В этот день сеансов нет'}>
            {filtered ? (
              <>
                {chosen.length > 0 ? <p>Выбрано: {chosen.join(', ')}.</p> : null}
                {nextDay ? (
                  <p className="afisha-next-day">
                    Ближайшие такие сеансы —{' '}
                    <SelectionLink onSelect={select} next={{ ...current, day: nextDay }}>
                      {nextDay === days[1] ? 'завтра, ' : ''}
                      {formatDayLong(nextDay)}
                    </SelectionLink>
                    .
                  </p>
                ) : nextDay === null ? (
                  <p>До конца недели таких сеансов нет.</p>
                ) : null}
                <SelectionLink onSelect={select} next={{ day: current.day }} className="button">
                  Сбросить фильтры
                </SelectionLink>
              </>
            ) : (
              <SelectionLink onSelect={select} next={{ day: days[0] ?? current.day }} className="button">
                Смотреть сегодня
              </SelectionLink>
            )}
          </EmptyState>
        )}
        <CalendarFeeds
          title="Расписание в вашем календаре"
          links={[
            { feed: { kind: 'week' }, label: 'все сеансы недели' },
            ...(filters.children
              ? [{ feed: { kind: 'children' } as const, label: 'сеансы детских фильмов' }]
              : []),
          ]}
        />
      </div>
    </Today.Provider>
  );
}
