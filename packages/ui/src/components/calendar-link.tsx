// «Добавить в календарь» of one session: the session's .ics file from the site (@kino/api/feeds).
import { formatTime } from '@kino/api/cinema-time';
import { sessionCalendarPath } from '@kino/api/feeds';
import type { SessionView } from '@kino/api/views';
import { useLinks } from '#src/links/links.tsx';

/** A small link beside a session chip; its name says which session it adds. */
export function CalendarLink({ session }: { session: SessionView }) {
  const { town } = useLinks();
  if (!session.id) return null;
  return (
    <a
      className="session-calendar"
      href={sessionCalendarPath(town, session.id)}
      download
      aria-label={`Добавить в календарь: сеанс в ${formatTime(session.startsAt)}, ${session.hall.name}`}
      title="Добавить в календарь"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
        <path
          d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9zm6 2v3H8v2h3v3h2v-3h3v-2h-3v-3h-2z"
          fill="currentColor"
        />
      </svg>
    </a>
  );
}
