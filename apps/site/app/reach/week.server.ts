// The week of a town as the feeds read it: the town's info and its films with every session of the coming week.
import { CHILDREN_CATEGORY } from '@kino/api/enums';
import { routePath } from '@kino/api/routes';
import type { Town } from '@kino/api/towns';
import type { Film, Info, Session } from '@kino/api/types';
import type { QueryClient } from '@tanstack/react-query';
import { ensure, queries } from '#src/content-client/content.server.ts';
import { getEnv } from '#src/env.server.ts';

export interface TownWeek {
  town: Town;
  info: Info;
  /** Films with sessions from today's cinema day on (the content service's week) and announced premieres. */
  films: Film[];
}

export async function loadWeek(queryClient: QueryClient, town: Town): Promise<TownWeek> {
  const [info, films] = await Promise.all([
    ensure(`info of ${town}`, () => queryClient.ensureQueryData(queries.info.get(town))),
    ensure(`films of ${town}`, () => queryClient.ensureQueryData(queries.films.list(town))),
  ]);
  return { town, info, films };
}

/** An absolute address on the public site. */
export function siteUrl(path: string): string {
  return `${getEnv().SITE_ORIGIN}${path}`;
}

export const filmUrl = (town: Town, film: string) =>
  siteUrl(routePath({ name: 'afisha-film', params: { film } }, town));
export const hallUrl = (town: Town, hall: string) =>
  siteUrl(routePath({ name: 'hall-hall', params: { hall } }, town));

export const isChildrenFilm = (film: Film) => film.categories.some((c) => c.slug === CHILDREN_CATEGORY);

/** Every session of the week with its film, in start order. */
export function weekSessions(week: TownWeek): Array<{ film: Film; session: Session }> {
  return week.films
    .flatMap((film) => film.sessions.map((session) => ({ film, session })))
    .sort((a, b) => Date.parse(a.session.startsAt) - Date.parse(b.session.startsAt));
}
