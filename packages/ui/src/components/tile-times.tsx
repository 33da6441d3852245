// A poster tile's next times today: ticket links, the hall named when two start at the same minute.
import { formatTime } from '@kino/api/cinema-time';
import { isStarted, type ScheduleFilmView, type SessionView } from '@kino/api/views';
import { sessionsCount } from '#src/lib/format.ts';
import { chipText, splitAtNow } from './sessions.tsx';

/** How many of a film's next times a tile lists before «ещё N». */
const TILE_TIMES = 4;

/** A tile's next times as ticket links; the hall is named when two of them start at the same minute. */
export function TileTimes({
  film,
  now,
}: {
  film: Pick<ScheduleFilmView, 'title' | 'sessions'>;
  now: string;
}) {
  const upcoming = splitAtNow(film.sessions, now).upcoming.filter((s): s is SessionView => !isStarted(s));
  const shown = upcoming.slice(0, TILE_TIMES);
  const times = shown.map((s) => formatTime(s.startsAt));
  if (shown.length === 0) return <p className="film-tile-more">На сегодня сеансы закончились</p>;
  return (
    <>
      <ul className="film-tile-times" aria-label={`Ближайшие сеансы фильма «${film.title}»`}>
        {shown.map((s, i) => {
          const twin = times.filter((t) => t === times[i]).length > 1;
          // A hidden sentence for a screen reader (also the link's name); the eye gets the time, and the hall for twins.
          const body = (
            <>
              <span className="visually-hidden">{chipText(s, false)}</span>
              <span aria-hidden="true">
                {times[i]}
                {twin ? <span className="tile-time-hall">{s.hall.name}</span> : null}
              </span>
            </>
          );
          return (
            <li key={s.ticketUrl}>
              {s.soldOut ? (
                <span className="tile-time is-sold-out">{body}</span>
              ) : (
                <a className="tile-time" href={s.ticketUrl}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {upcoming.length > shown.length ? (
        <p className="film-tile-more">и ещё {sessionsCount(upcoming.length - shown.length)}</p>
      ) : null}
    </>
  );
}
