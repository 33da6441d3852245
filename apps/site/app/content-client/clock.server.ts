// The site's cinema clock: "now" and the cinema days of a render, from the real time or, in tests, from SITE_NOW.
import { type Clock, clockAt } from '@kino/api/cinema-time';
import { getEnv } from '#src/env.server.ts';

/** The current moment; a test suite pins it with SITE_NOW (production never sets it). */
export function siteNow(): Date {
  const fixed = getEnv().SITE_NOW;
  return fixed ? new Date(fixed) : new Date();
}

/** Now, today's cinema day and the schedule's seven days, computed once per render and passed down. */
export function siteClock(): Clock {
  return clockAt(siteNow());
}
