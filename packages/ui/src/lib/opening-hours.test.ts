import type { WorkingHours } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { openingStatus, openingStatusText } from './opening-hours.ts';

// Гомель: late on Friday and Saturday nights.
const hours: WorkingHours[] = [
  { days: 'Пн–Чт', weekdays: [1, 2, 3, 4], open: '10:00', close: '23:30' },
  { days: 'Пт–Сб', weekdays: [5, 6], open: '10:00', close: '02:00' },
  { days: 'Вс', weekdays: [7], open: '10:00', close: '23:30' },
];
// 2026-11-23 is a Monday; Minsk is UTC+3.
const at = (local: string) => `${local}+03:00`;
const text = (local: string, h = hours) => openingStatusText(openingStatus(h, at(local)));

describe('openingStatus', () => {
  it.each([
    ['2026-11-23T12:00:00', 'Открыто сейчас, до 23:30'],
    ['2026-11-23T09:15:00', 'Закрыто, откроется в 10:00'],
    ['2026-11-23T23:30:00', 'Закрыто, откроется завтра в 10:00'],
    ['2026-11-27T23:59:00', 'Открыто сейчас, до 02:00'],
    // Saturday 01:00 is still Friday's night.
    ['2026-11-28T01:00:00', 'Открыто сейчас, до 02:00'],
    ['2026-11-28T03:00:00', 'Закрыто, откроется в 10:00'],
    // Monday 00:30 after a Sunday that closed at 23:30.
    ['2026-11-30T00:30:00', 'Закрыто, откроется в 10:00'],
  ])('%s → %s', (local, expected) => {
    expect(text(local)).toBe(expected);
  });

  it('names the weekday when the next opening is days away', () => {
    const weekdaysOnly: WorkingHours[] = [
      { days: 'Пн–Пт', weekdays: [1, 2, 3, 4, 5], open: '12:00', close: '23:00' },
    ];
    expect(text('2026-11-28T12:00:00', weekdaysOnly)).toBe('Закрыто, откроется в понедельник в 12:00');
    expect(text('2026-11-24T23:10:00', weekdaysOnly)).toBe('Закрыто, откроется завтра в 12:00');
    expect(openingStatusText(openingStatus([], at('2026-11-24T12:00:00')))).toBe('Сейчас закрыто');
  });
});
