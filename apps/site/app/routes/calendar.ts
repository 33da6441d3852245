// Calendars of a town: one session as an .ics file («Добавить в календарь»), and subscribable feeds of the week —
// every session (`calendar/week.ics`), the children's films (`calendar/children.ics`) or one film
// (`calendar/films/{film}.ics`).
import { cachedAnswer, notFoundAnswer } from '#src/reach/answer.server.ts';
import { feedCalendar, ICS_CONTENT_TYPE, sessionCalendar } from '#src/reach/calendar.server.ts';
import { isChildrenFilm, loadWeek, weekSessions } from '#src/reach/week.server.ts';
import { queryClientContext, townContext } from '#src/request/context.server.ts';
import type { Route } from './+types/calendar';

const FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,199})\.ics$/;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const name = FILE.exec(params.file)?.[1];
  if (!name) return notFoundAnswer();
  const { pathname } = url;
  const week = await loadWeek(context.get(queryClientContext), context.get(townContext));
  const { info } = week;
  const place = `${info.cinemaName}, ${info.townName}`;

  if (pathname.includes('/calendar/sessions/')) {
    const found = weekSessions(week).find(({ session }) => session.id === name);
    if (!found) return notFoundAnswer();
    const { film, session } = found;
    const when = session.startsAt.slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return cachedAnswer(request, sessionCalendar(week, film, session), ICS_CONTENT_TYPE, {
      'Content-Disposition': `attachment; filename="${film.slug}-${when}.ics"`,
    });
  }
  if (pathname.includes('/calendar/films/')) {
    const film = week.films.find((f) => f.slug === name);
    if (!film) return notFoundAnswer();
    const sessions = weekSessions(week).filter((s) => s.film.slug === film.slug);
    return cachedAnswer(
      request,
      feedCalendar(week, `«${film.title}» — ${place}`, sessions),
      ICS_CONTENT_TYPE,
    );
  }
  if (name === 'week')
    return cachedAnswer(
      request,
      feedCalendar(week, `Сеансы — ${place}`, weekSessions(week)),
      ICS_CONTENT_TYPE,
    );
  if (name === 'children') {
    const sessions = weekSessions(week).filter(({ film }) => isChildrenFilm(film));
    return cachedAnswer(request, feedCalendar(week, `Детям — ${place}`, sessions), ICS_CONTENT_TYPE);
  }
  return notFoundAnswer();
}
