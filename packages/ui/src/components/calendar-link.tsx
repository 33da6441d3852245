// «Добавить в календарь» of one session: the session's .ics file from the site (@kino/api/feeds); the town's
// subscribable calendars.
import { formatTime } from '@kino/api/cinema-time';
import { type CalendarFeed, calendarFeedPath, sessionCalendarPath } from '@kino/api/feeds';
import type { SessionView } from '@kino/api/views';
import { Fragment } from 'react';
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

/** A subscribable calendar of the town and what its link says. */
export interface CalendarFeedLink {
  feed: CalendarFeed;
  label: string;
}

/**
 * The town's subscribable calendars (the week's sessions, the children's films', one film's): a calendar app that
 * adds such a link as a subscription keeps its sessions up to date by itself.
 */
export function CalendarFeeds({ title, links }: { title: string; links: CalendarFeedLink[] }) {
  const { town } = useLinks();
  return (
    <p className="calendar-feeds">
      <span className="icon icon-calendar" aria-hidden="true" />
      <span>
        {title}:{' '}
        {links.map(({ feed, label }, i) => (
          <Fragment key={label}>
            {i > 0 ? ' · ' : null}
            <a href={calendarFeedPath(town, feed)} type="text/calendar">
              {label}
            </a>
          </Fragment>
        ))}
        .{' '}
        <span className="calendar-feeds-hint">
          Добавьте ссылку в календарь как подписку — сеансы будут обновляться сами.
        </span>
      </span>
    </p>
  );
}
