// Session chips: each a ticket link, or a dimmed past / sold-out mark; sorted by start, after-midnight ones last
// and named by their night («ночь на сб»); the ones already started can fold into «Прошедшие сеансы (N)».
import { formatTime, hasStarted, nightOf, sessionEnd } from '@kino/api/cinema-time';
import type { LinkTarget } from '@kino/api/routes';
import { isStarted, type ScheduleSessionView, type SessionView } from '@kino/api/views';
import { formatMoney } from '#src/lib/format.ts';
import { CalendarLink } from './calendar-link.tsx';
import { Fold } from './fold.tsx';
import { featureText, SessionFeatureTags } from './session-features.tsx';

/** Sessions in start order; sessions after midnight already carry the previous cinemaDay and sort after the evening. */
export function sortSessions<S extends { startsAt: string }>(sessions: readonly S[]): S[] {
  return [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

export function isPast(session: { startsAt: string }, now: string): boolean {
  return hasStarted(session.startsAt, now);
}

/** Sessions split at `now`: the ones already started and the ones to come, each in start order. */
export function splitAtNow<S extends { startsAt: string }>(
  sessions: readonly S[],
  now: string,
): { past: S[]; upcoming: S[] } {
  const sorted = sortSessions(sessions);
  return {
    past: sorted.filter((s) => hasStarted(s.startsAt, now)),
    upcoming: sorted.filter((s) => !hasStarted(s.startsAt, now)),
  };
}

/** A session's key in a list: its ticket address, or (started, without one) its start and hall. */
export function sessionKey(session: ScheduleSessionView): string {
  return isStarted(session) ? `${session.startsAt} ${session.hall.name}` : session.ticketUrl;
}

/** «19:30» or, after midnight, «00:30, в ночь на субботу» for a sentence. */
export function sessionTimeText(session: { startsAt: string }): string {
  const night = nightOf(session.startsAt);
  return `${formatTime(session.startsAt)}${night ? `, ${night.long}` : ''}`;
}

/** The special screenings of a session in words, for sentences: «на английском языке, с субтитрами». */
export function featuresText(session: Pick<SessionView, 'features' | 'language'>): string {
  return (session.features ?? []).map((f) => featureText(f, session.language).long).join(', ');
}

/** A session in words: «00:20, в ночь на субботу, «Дюна», Красный зал, 3D, с субтитрами» (the film when the list
 * spans films). */
function sessionWords(
  session: Pick<ScheduleSessionView, 'startsAt' | 'hall' | 'format' | 'features' | 'language'>,
  filmTitle?: string,
): string {
  const what = [
    filmTitle ? `«${filmTitle}»` : null,
    session.hall.name,
    session.format,
    featuresText(session) || null,
  ];
  return `${sessionTimeText(session)}, ${what.filter(Boolean).join(', ')}`;
}

/** A ticket link's name: «Купить билет на 19:30, «Дюна», Красный зал, 3D, с субтитрами, от 14,50 BYN» — in the
 * «Начинается скоро» list the link shows only the price, which ends the name. */
export function ticketLabel(session: SessionView, filmTitle?: string): string {
  return `Купить билет на ${sessionWords(session, filmTitle)}, от ${formatMoney(session.priceFrom)}`;
}

export interface SessionChipProps {
  session: ScheduleSessionView;
  now: string;
  /** The film's length: the chip shows when the session ends («до 17:51»). */
  durationMin?: number;
  hideHall?: boolean;
  /** Marks the next session of the list («Ближайший»). */
  next?: boolean;
}

/** What a chip says to a screen reader, in one sentence: its ticket link's name, or «19:30, Синий зал, 2D, сеанс
 * прошёл» / «…, мест нет»; `endsAt` («21:14») adds «окончание в 21:14». */
export function chipText(session: ScheduleSessionView, past: boolean, endsAt?: string): string {
  if (past || isStarted(session)) return `${sessionWords(session)}, сеанс прошёл`;
  const ends = endsAt ? `, окончание в ${endsAt}` : '';
  if (session.soldOut) return `${sessionWords(session)}, мест нет${ends}`;
  return `${ticketLabel(session)}${ends}`;
}

/**
 * One session: a ticket link while it can be bought, otherwise a mark saying why not. A screen reader gets the chip
 * as one hidden sentence (chipText: also the link's name) and the eye gets its face, hidden from assistive technology:
 * time, hall, format, feature tags and price need no hidden words or commas between them, so a chip is a few elements,
 * not a dozen — the schedule lists dozens of chips.
 */
export function SessionChip({
  session: s,
  now,
  durationMin,
  hideHall = false,
  next = false,
}: SessionChipProps) {
  const night = nightOf(s.startsAt);
  const live = isStarted(s) ? null : s;
  const past = live === null || isPast(s, now);
  // «HH:MM» of the session's end, worked out once for the hidden sentence and the face.
  const endsAt = durationMin && !past ? formatTime(sessionEnd(s.startsAt, durationMin)) : undefined;
  const body = (
    <>
      <span className="visually-hidden">{chipText(s, past, endsAt)}</span>
      <span className="session-face" aria-hidden="true">
        <span className="session-when">
          <span className="session-time">{formatTime(s.startsAt)}</span>
          {endsAt ? <span className="session-end">до {endsAt}</span> : null}
        </span>
        {night ? <span className="session-night">{night.short}</span> : null}
        <span className="session-where">
          {hideHall ? null : <span className="session-hall">{s.hall.name}</span>}
          <span className="session-format">{s.format}</span>
        </span>
        <SessionFeatureTags features={s.features} language={s.language} />
        <span className="session-price">
          {live?.soldOut ? 'Мест нет' : past || !live ? 'Сеанс прошёл' : `от ${formatMoney(live.priceFrom)}`}
        </span>
      </span>
    </>
  );
  const className = `session${next ? ' is-next' : ''}`;
  if (past || !live) return <span className={`${className} is-past`}>{body}</span>;
  if (live.soldOut) return <span className={`${className} is-sold-out`}>{body}</span>;
  return (
    <a className={className} href={live.ticketUrl}>
      {body}
    </a>
  );
}

export interface SessionChipsProps {
  sessions: readonly ScheduleSessionView[];
  now: string;
  /** The film's length: each chip says when its session ends. */
  durationMin?: number;
  /** Hide the hall name, when the list is already grouped by hall. */
  hideHall?: boolean;
  /** Fold the sessions already started into «Прошедшие сеансы (N)» after the ones to come. */
  foldPast?: boolean;
  /** The fold's id (a page may have several: one per hall). */
  foldId?: string;
  /** The page with the folds rendered open (`?started=1`): the fold is then made when opened (Fold). */
  startedLink?: LinkTarget;
  /** The page was asked with that parameter: the fold is rendered open. */
  showStarted?: boolean;
}

export function SessionChips({
  sessions,
  now,
  durationMin,
  hideHall = false,
  foldPast = false,
  foldId = 'past-sessions',
  startedLink,
  showStarted = false,
}: SessionChipsProps) {
  const list = (items: readonly ScheduleSessionView[]) => (
    <ul className="sessions">
      {items.map((s) => (
        <li key={sessionKey(s)}>
          <SessionChip session={s} now={now} durationMin={durationMin} hideHall={hideHall} />
          {isStarted(s) || isPast(s, now) || s.soldOut ? null : <CalendarLink session={s} />}
        </li>
      ))}
    </ul>
  );
  if (!foldPast) return list(sortSessions(sessions));
  const { past, upcoming } = splitAtNow(sessions, now);
  return (
    <>
      {upcoming.length > 0 ? list(upcoming) : null}
      {past.length > 0 ? (
        <Fold
          id={foldId}
          className="past-sessions"
          summary={`Прошедшие сеансы (${past.length})`}
          open={showStarted}
          openLink={startedLink}
          openLinkText="Показать прошедшие сеансы"
        >
          {() => list(past)}
        </Fold>
      ) : null}
    </>
  );
}
