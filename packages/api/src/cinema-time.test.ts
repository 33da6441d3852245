// The cinema clock: the 06:00 rule, after-midnight sessions, real zone rules and the exact Russian wording.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  CINEMA_TIMEZONE,
  cinemaDayOf,
  cinemaDays,
  clockAt,
  dayTabLabel,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayLong,
  formatTime,
  localInstant,
  localParts,
  minutesOfDay,
  nightOf,
  toLocalIso,
  weekday,
  weekdayLong,
  weekdayShort,
} from './cinema-time.ts';

describe('cinema day (Europe/Minsk)', () => {
  it('runs from 06:00 to 06:00', () => {
    expect(cinemaDayOf(new Date('2026-11-22T05:59:00+03:00'))).toBe('2026-11-21');
    expect(cinemaDayOf(new Date('2026-11-22T05:59:59.999+03:00'))).toBe('2026-11-21');
    expect(cinemaDayOf(new Date('2026-11-22T06:00:00+03:00'))).toBe('2026-11-22');
    expect(cinemaDayOf(new Date('2026-11-22T23:59:00+03:00'))).toBe('2026-11-22');
    expect(cinemaDayOf('2026-11-23T01:30:00+03:00')).toBe('2026-11-22');
  });

  it('reads the moment in Minsk, whatever offset it was written with', () => {
    expect(cinemaDayOf(new Date('2026-11-22T09:00:00Z'))).toBe('2026-11-22');
    // 21:30 UTC is 00:30 the next calendar day in Minsk: still the same cinema day.
    expect(cinemaDayOf(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-22');
    expect(cinemaDayOf('2026-11-23T02:59:00Z')).toBe('2026-11-22');
    expect(cinemaDayOf('2026-11-23T03:00:00Z')).toBe('2026-11-23');
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
    // At 02:00 the tabs still start with the evening's day.
    expect(cinemaDays('2026-11-29T02:00:00+03:00', 2)).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('gives now, today and the days together', () => {
    const clock = clockAt(new Date('2026-11-22T22:00:00Z'));
    expect(clock).toMatchObject({ now: '2026-11-23T01:00:00+03:00', today: '2026-11-22' });
    expect(clock.days).toHaveLength(7);
    expect(clock.days[0]).toBe(clock.today);
  });
});

describe('calendar days', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('knows the day of the week, Sunday = 0', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-27')).toBe(5);
    expect(weekday('2026-11-28')).toBe(6);
  });
});

describe('moments of a cinema day', () => {
  it('turns local minutes into moments with the Minsk offset', () => {
    expect(toLocalIso(localInstant('2026-11-22', 19 * 60 + 30))).toBe('2026-11-22T19:30:00+03:00');
    expect(localInstant('2026-11-22', 10 * 60).toISOString()).toBe('2026-11-22T07:00:00.000Z');
  });

  it('puts after-midnight sessions on the next calendar morning but the same cinema day', () => {
    const late = localInstant('2026-11-22', 24 * 60 + 15);
    expect(toLocalIso(late)).toBe('2026-11-23T00:15:00+03:00');
    expect(cinemaDayOf(late)).toBe('2026-11-22');
    expect(formatTime(late)).toBe('00:15');
    expect(minutesOfDay(late)).toBe(15);
    // 05:59 the next morning is the last minute of the cinema day.
    expect(cinemaDayOf(localInstant('2026-11-22', 29 * 60 + 59))).toBe('2026-11-22');
    expect(cinemaDayOf(localInstant('2026-11-22', 30 * 60))).toBe('2026-11-23');
  });

  it('uses the real zone rules, not a fixed +3', () => {
    // Belarus kept summer time until 2011: winter 2010 was UTC+2.
    expect(toLocalIso(new Date('2010-12-01T12:00:00Z'))).toBe('2010-12-01T14:00:00+02:00');
    expect(toLocalIso(new Date('2010-07-01T12:00:00Z'))).toBe('2010-07-01T15:00:00+03:00');
    expect(toLocalIso(localInstant('2010-12-01', 19 * 60))).toBe('2010-12-01T19:00:00+02:00');
    expect(localParts('2010-12-01T12:00:00Z')).toMatchObject({
      date: '2010-12-01',
      hour: 14,
      offsetMinutes: 120,
    });
  });

  it('rejects what is not a moment', () => {
    expect(() => cinemaDayOf('tomorrow')).toThrow(RangeError);
  });
});

describe('moments written with the cinema offset', () => {
  it('reads them as written, exactly as Intl would (every hour of a year, seconds and month ends)', () => {
    const start = Date.UTC(2026, 0, 1, 0, 0, 7);
    // One expect for the 8784 hours (an expect per hour took over 5 s on a busy machine): the hours that differ.
    const wrong: string[] = [];
    for (let h = 0; h < 366 * 24; h += 1) {
      const epoch = start + h * 3_600_000;
      const written = toLocalIso(new Date(epoch));
      // A fresh string each time: the memo is keyed by the text, so this goes through the text's own path.
      const same = isDeepStrictEqual({ ...localParts(`${written}`) }, { ...localParts(new Date(epoch)) });
      if (!written.endsWith('+03:00') || !same || Date.parse(written) !== epoch) wrong.push(written);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves other offsets, Z and older years to Intl', () => {
    expect(localParts('2026-11-22T19:30:00+05:00')).toMatchObject({
      date: '2026-11-22',
      hour: 17,
      minute: 30,
    });
    expect(localParts('2026-11-22T16:30:00Z')).toMatchObject({ hour: 19, minute: 30 });
    // Minsk was at +02:00 in the winter of 2010.
    expect(localParts('2010-01-15T12:00:00+03:00')).toMatchObject({ hour: 11, offsetMinutes: 120 });
  });
});

describe('another zone', () => {
  it('applies the 06:00 rule in local time west of UTC', () => {
    const zone = 'America/New_York';
    expect(cinemaDayOf('2026-11-22T10:59:00Z', zone)).toBe('2026-11-21'); // 05:59 EST
    expect(cinemaDayOf('2026-11-22T11:00:00Z', zone)).toBe('2026-11-22'); // 06:00 EST
    expect(toLocalIso('2026-11-22T11:00:00Z', zone)).toBe('2026-11-22T06:00:00-05:00');
    expect(cinemaDays('2026-11-22T11:00:00Z', 1, zone)).toEqual(['2026-11-22']);
  });

  it('handles half-hour offsets and the days the clocks change', () => {
    expect(toLocalIso('2026-11-22T00:00:00Z', 'Asia/Kolkata')).toBe('2026-11-22T05:30:00+05:30');
    // Berlin springs forward at 02:00 on 2026-03-29 and falls back at 03:00 on 2026-10-25.
    expect(toLocalIso(localInstant('2026-03-29', 60, 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-03-29T01:00:00+01:00',
    );
    expect(toLocalIso(localInstant('2026-03-29', 4 * 60, 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-03-29T04:00:00+02:00',
    );
    expect(toLocalIso(localInstant('2026-10-25', 20 * 60, 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-10-25T20:00:00+01:00',
    );
    expect(formatTime('2026-07-01T17:30:00Z', 'Europe/Berlin')).toBe('19:30');
  });
});

describe('Russian wording', () => {
  it('formats times and dates of moments in Minsk', () => {
    expect(formatTime('2026-11-22T19:30:00+03:00')).toBe('19:30');
    expect(formatTime('2026-11-22T06:05:00Z')).toBe('09:05');
    expect(minutesOfDay('2026-11-22T19:30:00+03:00')).toBe(1170);
    expect(formatDate('2026-11-22T19:30:00+03:00')).toBe('22 ноября 2026');
    expect(formatDate('2026-11-22T19:30:00+03:00', false)).toBe('22 ноября');
    // 22:30 UTC on 31 December is already New Year's Day in Minsk.
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 января 2027');
    expect(formatDateTime('2026-11-22T19:00:00+03:00')).toBe('22 ноября, 19:00');
    expect(formatDateTime(new Date('2026-11-22T16:00:00Z'))).toBe('22 ноября, 19:00');
  });

  it('formats cinema days', () => {
    expect(formatDay('2026-11-22')).toBe('22 ноября');
    expect(formatDay('2026-12-18', true)).toBe('18 декабря 2026');
    expect(formatDay('2027-03-01')).toBe('1 марта');
    expect(weekdayShort('2026-11-27')).toBe('Пт');
    expect(weekdayLong('2026-11-27')).toBe('пятница');
    expect(formatDayLong('2026-11-27')).toBe('пятница, 27 ноября');
    expect(dayTabLabel('2026-11-22', 0)).toBe('Сегодня');
    expect(dayTabLabel('2026-11-23', 1)).toBe('Завтра');
    expect(dayTabLabel('2026-11-24', 2)).toBe('Вт, 24 ноября');
  });

  it("writes the months and weekdays as Intl's Russian data names them", () => {
    const pick = (options: Intl.DateTimeFormatOptions, epoch: number, type: Intl.DateTimeFormatPartTypes) =>
      new Intl.DateTimeFormat('ru-BY', { timeZone: 'UTC', ...options })
        .formatToParts(epoch)
        .find((part) => part.type === type)?.value;
    for (let m = 0; m < 12; m++) {
      const day = `2026-${String(m + 1).padStart(2, '0')}-15`;
      expect(formatDay(day)).toBe(
        `15 ${pick({ day: 'numeric', month: 'long' }, Date.UTC(2026, m, 15, 12), 'month')}`,
      );
    }
    // 2026-11-22 is a Sunday.
    for (let d = 0; d < 7; d++) {
      const epoch = Date.UTC(2026, 10, 22 + d, 12);
      const day = new Date(epoch).toISOString().slice(0, 10);
      expect(weekdayLong(day)).toBe(pick({ weekday: 'long' }, epoch, 'weekday'));
      const short = pick({ weekday: 'short' }, epoch, 'weekday')!.replace('.', '');
      expect(weekdayShort(day)).toBe(short.charAt(0).toUpperCase() + short.slice(1));
    }
  });

  it('names every month and weekday as the site always has', () => {
    const months = Array.from({ length: 12 }, (_, m) =>
      formatDay(`2026-${String(m + 1).padStart(2, '0')}-05`),
    );
    expect(months).toEqual([
      '5 января',
      '5 февраля',
      '5 марта',
      '5 апреля',
      '5 мая',
      '5 июня',
      '5 июля',
      '5 августа',
      '5 сентября',
      '5 октября',
      '5 ноября',
      '5 декабря',
    ]);
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-11-22', i));
    expect(week.map(weekdayShort)).toEqual(['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб']);
    expect(week.map(weekdayLong)).toEqual([
      'воскресенье',
      'понедельник',
      'вторник',
      'среда',
      'четверг',
      'пятница',
      'суббота',
    ]);
  });

  it('says which night an after-midnight session is', () => {
    // Friday's cinema day ends with a session at 00:30 on Saturday.
    expect(nightOf('2026-11-28T00:30:00+03:00')).toEqual({ short: 'ночь на сб', long: 'в ночь на субботу' });
    expect(nightOf('2026-11-29T01:15:00+03:00')).toEqual({
      short: 'ночь на вс',
      long: 'в ночь на воскресенье',
    });
    expect(nightOf('2026-11-25T05:59:00+03:00')?.long).toBe('в ночь на среду');
    expect(nightOf('2026-11-27T06:00:00+03:00')).toBeNull();
    expect(nightOf('2026-11-27T23:59:00+03:00')).toBeNull();
  });

  it('is the cinema zone', () => {
    expect(CINEMA_TIMEZONE).toBe('Europe/Minsk');
  });
});
