// «Добавить в календарь» of one session: the session's .ics file from the site (@kino/api/feeds).
import { formatTime } from '@kino/api/cinema-time';
import { sessionCalendarPath } from '@kino/api/feeds';
import type { SessionView } from '@kino/api/views';
import { useLinks } from '#src/links/links.tsx';

/** A small link beside a session chip, its icon drawn by the stylesheet; its name says which session it adds. */
export function CalendarLink({ session }: { session: SessionView }) {
  const { town } = useLinks();
  if (!session.id) return null;
  return (
    <a
      className="session-calendar icon-calendar"
      href={sessionCalendarPath(town, session.id)}
      download
      aria-label={`Добавить в календарь: сеанс в ${formatTime(session.startsAt)}, ${session.hall.name}`}
      title="Добавить в календарь"
    />
  );
}
