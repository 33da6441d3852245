// The open showtimes feed (`/{town}/showtimes.json`): the week's sessions with film, hall, format, price and ticket
// URL, for aggregators, the cinema's own posts and apps. Its schema is the zod one below; docs/reach.md shows it as JSON
// Schema (a test keeps the two equal).
import { sessionEnd, toLocalIso } from '@kino/api/cinema-time';
import { sessionFeatureValues } from '@kino/api/enums';
import { sessionCalendarPath } from '@kino/api/feeds';
import { sessionFeatures } from '@kino/api/views';
import { z } from 'zod';
import { filmUrl, hallUrl, isChildrenFilm, siteUrl, type TownWeek, weekSessions } from './week.server.ts';

const money = z
  .object({ amount: z.number().min(0), currency: z.string().regex(/^[A-Z]{3}$/) })
  .describe('Price in the currency (BYN).');
const minskTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/)
  .describe('ISO 8601 with the Europe/Minsk offset (+03:00).');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ShowtimesFeedSchema = z
  .object({
    version: z.literal(1).describe('Changes only when a field changes meaning or goes away.'),
    town: z.enum(['main', 'rechitsa']),
    cinema: z.object({
      name: z.string(),
      town: z.string(),
      address: z.string(),
      url: z.url().describe('The town’s home page on the site.'),
      timezone: z.literal('Europe/Minsk'),
    }),
    days: z.array(day).describe('The cinema days the feed covers (a cinema day runs 06:00–06:00).'),
    films: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        originalTitle: z.string().nullable(),
        ageRating: z.string(),
        durationMin: z.number().int().min(1).max(1000),
        genres: z.array(z.string()),
        children: z.boolean().describe('In the children’s category.'),
        url: z.url().describe('The film’s page.'),
        poster: z.url(),
      }),
    ),
    sessions: z.array(
      z.object({
        id: z.string(),
        film: z.string().describe('The slug of one of `films`.'),
        startsAt: minskTime,
        endsAt: minskTime.describe('Start plus the film’s running time.'),
        cinemaDay: day.describe('Sessions after midnight belong to the day before.'),
        hall: z.object({ slug: z.string(), name: z.string(), url: z.url() }),
        format: z.string().describe('2D, 3D, IMAX, …'),
        language: z.string().describe('Audio language, BCP 47.'),
        subtitles: z.string().nullable().describe('Subtitle language, if any.'),
        features: z.array(z.string()).describe(`Special screenings: ${sessionFeatureValues.join(', ')}.`),
        price: money.describe('The lowest ticket price.'),
        soldOut: z.boolean(),
        ticketUrl: z.url(),
        calendarUrl: z.url().describe('The session as an .ics file.'),
      }),
    ),
  })
  .describe('The week’s sessions of one town of the cinema chain.');

export type ShowtimesFeed = z.infer<typeof ShowtimesFeedSchema>;

/** The schema as JSON Schema (draft 2020-12), as docs/reach.md documents it. */
export function showtimesJsonSchema(): unknown {
  return z.toJSONSchema(ShowtimesFeedSchema, { target: 'draft-2020-12' });
}

export function showtimesFeed(week: TownWeek, days: readonly string[]): ShowtimesFeed {
  const { town, info } = week;
  const sessions = weekSessions(week);
  const shown = new Set(sessions.map(({ film }) => film.slug));
  return {
    version: 1,
    town,
    cinema: {
      name: info.cinemaName,
      town: info.townName,
      address: `${info.address.street}, ${info.address.town}`,
      url: siteUrl(town === 'main' ? '/' : '/rechitsa/'),
      timezone: 'Europe/Minsk',
    },
    days: [...days],
    films: week.films
      .filter((film) => shown.has(film.slug))
      .map((film) => ({
        slug: film.slug,
        title: film.title,
        originalTitle: film.originalTitle,
        ageRating: film.ageRating,
        durationMin: film.durationMin,
        genres: film.genres,
        children: isChildrenFilm(film),
        url: filmUrl(town, film.slug),
        poster: film.poster.url,
      })),
    sessions: sessions.map(({ film, session }) => ({
      id: session.id,
      film: film.slug,
      startsAt: session.startsAt,
      endsAt: toLocalIso(sessionEnd(session.startsAt, film.durationMin)),
      cinemaDay: session.cinemaDay,
      hall: { ...session.hall, url: hallUrl(town, session.hall.slug) },
      format: session.format,
      language: session.language,
      subtitles: session.subtitles,
      features: sessionFeatures(session),
      price: session.priceFrom,
      soldOut: session.soldOut,
      ticketUrl: session.ticketUrl,
      calendarUrl: siteUrl(sessionCalendarPath(town, session.id)),
    })),
  };
}
