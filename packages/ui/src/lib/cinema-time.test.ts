// The shared cinema clock prints in Chromium exactly what it prints in Node (packages/api tests the same strings),
// so a server-rendered date never changes on hydration.
import {
  cinemaDayOf,
  dayTabLabel,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayLong,
  formatTime,
  localInstant,
  minutesOfDay,
  toLocalIso,
  weekdayLong,
  weekdayShort,
} from '@kino/api/cinema-time';
import { describe, expect, it } from 'vitest';

describe('cinema time in the browser', () => {
  it('reads moments in Minsk whatever zone the browser is in', () => {
    expect(cinemaDayOf('2026-11-22T05:59:00+03:00')).toBe('2026-11-21');
    expect(cinemaDayOf('2026-11-22T06:00:00+03:00')).toBe('2026-11-22');
    expect(toLocalIso(localInstant('2026-11-22', 24 * 60 + 15))).toBe('2026-11-23T00:15:00+03:00');
    expect(toLocalIso(new Date('2010-12-01T12:00:00Z'))).toBe('2010-12-01T14:00:00+02:00');
    expect(formatTime('2026-11-22T16:30:00Z')).toBe('19:30');
    expect(minutesOfDay('2026-11-22T19:30:00+03:00')).toBe(1170);
  });

  it('words dates as the server does', () => {
    expect(formatDate('2026-11-22T19:30:00+03:00')).toBe('22 ноября 2026');
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1 января 2027');
    expect(formatDateTime('2026-11-22T19:00:00+03:00')).toBe('22 ноября, 19:00');
    expect(formatDay('2026-12-18', true)).toBe('18 декабря 2026');
    expect(formatDayLong('2026-11-27')).toBe('пятница, 27 ноября');
    expect(dayTabLabel('2026-11-24', 2)).toBe('Вт, 24 ноября');
    const months = Array.from({ length: 12 }, (_, m) =>
      formatDay(`2026-${String(m + 1).padStart(2, '0')}-05`),
    );
    expect(months.join(' ')).toBe(
      '5 января 5 февраля 5 марта 5 апреля 5 мая 5 июня 5 июля 5 августа 5 сентября 5 октября 5 ноября 5 декабря',
    );
    const week = [
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ];
    expect(week.map(weekdayShort).join(' ')).toBe('Вс Пн Вт Ср Чт Пт Сб');
    expect(week.map(weekdayLong).join(' ')).toBe(
      'воскресенье понедельник вторник среда четверг пятница суббота',
    );
  });
});
