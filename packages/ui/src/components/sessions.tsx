// Session chips: each a ticket link, or a dimmed past / sold-out mark; sorted by start, after-midnight ones last.
import { formatTime } from '@kino/api/cinema-time';
import type { Session } from '@kino/api/types';
import { formatMoney } from '#src/lib/format.ts';

/** Sessions in start order; sessions after midnight already carry the previous cinemaDay and sort after the evening. */
export function sortSessions(sessions: Session[]): Session[] {
  return [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

export function isPast(session: Session, now: string): boolean {
  return Date.parse(session.startsAt) <= Date.parse(now);
}

export function ticketLabel(session: Session): string {
  return `Купить билет на ${formatTime(session.startsAt)}, ${session.hall.name}, ${session.format}, от ${formatMoney(session.priceFrom)}`;
}

export interface SessionChipsProps {
  sessions: Session[];
  now: string;
  /** Hide the hall name, when the list is already grouped by hall. */
  hideHall?: boolean;
}

export function SessionChips({ sessions, now, hideHall = false }: SessionChipsProps) {
  return (
    <ul className="sessions">
      {sortSessions(sessions).map((s) => {
        const time = formatTime(s.startsAt);
        const past = isPast(s, now);
        // The visible text is the accessible name, with hidden words filling it out to a full sentence:
        // «Купить билет на 19:30, Красный зал, 3D, от 14,50 BYN».
        const body = (
          <>
            {past || s.soldOut ? null : <span className="visually-hidden">Купить билет на </span>}
            <span className="session-time">
              {time}
              <span className="name-separator">,</span>
            </span>
            <span className="session-meta">
              <span className={hideHall ? 'visually-hidden' : 'session-hall'}>
                {s.hall.name}
                <span className="name-separator">,</span>
              </span>
              <span className="session-format">
                {s.format}
                <span className="name-separator">,</span>
              </span>
            </span>
            <span className="session-price">
              {s.soldOut ? 'Мест нет' : past ? 'Сеанс прошёл' : `от ${formatMoney(s.priceFrom)}`}
            </span>
          </>
        );
        if (past) {
          return (
            <li key={s.id}>
              <span className="session is-past">{body}</span>
            </li>
          );
        }
        if (s.soldOut) {
          return (
            <li key={s.id}>
              <span className="session is-sold-out">{body}</span>
            </li>
          );
        }
        return (
          <li key={s.id}>
            <a className="session" href={s.ticketUrl}>
              {body}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
