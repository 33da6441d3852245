import { describe, expect, it } from 'vitest';
import { addDays, cinemaDayOf, cinemaDays, clockAt } from './cinema-day.ts';

describe('cinema day (Europe/Minsk, UTC+3)', () => {
  it('is the Minsk calendar date during the day', () => {
    // 21:30 UTC is 00:30 next day in Minsk → still the previous cinema day.
    expect(cinemaDayOf(new Date('2026-11-22T09:00:00Z'))).toBe('2026-11-22');
    expect(cinemaDayOf(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
  });
  it('counts the hours after midnight to the previous day until 06:00', () => {
    expect(cinemaDayOf(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-22');
    expect(cinemaDayOf(new Date('2026-11-23T02:59:00Z'))).toBe('2026-11-22');
    expect(cinemaDayOf(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });
  it('lists seven consecutive days across a month end', () => {
    expect(cinemaDays(new Date('2026-11-28T12:00:00Z'))).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('gives now, today and the days together', () => {
    const clock = clockAt(new Date('2026-11-22T10:00:00Z'));
    expect(clock).toMatchObject({ now: '2026-11-22T10:00:00.000Z', today: '2026-11-22' });
    expect(clock.days).toHaveLength(7);
  });
});
