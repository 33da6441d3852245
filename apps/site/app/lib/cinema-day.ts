// The site's name for the shared cinema clock: everything here is @kino/api/cinema-time, so routes keep their imports.
export {
  addDays,
  CINEMA_DAY_STARTS_AT_HOUR,
  CINEMA_TIMEZONE,
  type Clock,
  cinemaDayOf,
  cinemaDays,
  clockAt,
} from '@kino/api/cinema-time';
