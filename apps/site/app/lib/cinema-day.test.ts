// The site hands out the shared cinema clock, not a copy of it (its rules are tested in @kino/api).
import * as shared from '@kino/api/cinema-time';
import { describe, expect, it } from 'vitest';
import * as site from './cinema-day.ts';

describe('cinema day of the site', () => {
  it('is the one of @kino/api/cinema-time', () => {
    expect(site.cinemaDayOf).toBe(shared.cinemaDayOf);
    expect(site.cinemaDays).toBe(shared.cinemaDays);
    expect(site.clockAt).toBe(shared.clockAt);
    expect(site.addDays).toBe(shared.addDays);
    expect(site.CINEMA_TIMEZONE).toBe('Europe/Minsk');
  });
});
