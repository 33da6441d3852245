// Whether the cinema is open at a moment, from its opening hours (ISO weekdays, local times) and the cinema clock.
import { localParts, weekday } from '@kino/api/cinema-time';
import type { WorkingHours } from '@kino/api/types';

export type OpeningStatus =
  | { open: true; closes: string }
  | { open: false; opens: { time: string; inDays: number; weekday: number } | null };

const DAY = 24 * 60;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Each day's opening as minutes from that day's midnight; a close not after the open is the next night's. */
function spans(
  hours: WorkingHours[],
  isoWeekday: number,
): { open: number; close: number; h: WorkingHours }[] {
  return hours
    .filter((h) => h.weekdays.includes(isoWeekday))
    .map((h) => {
      const open = toMinutes(h.open);
      const close = toMinutes(h.close);
      return { open, close: close <= open ? close + DAY : close, h };
    });
}

const isoOf = (day0: number) => ((day0 + 6) % 7) + 1;

export function openingStatus(hours: WorkingHours[], now: string | Date): OpeningStatus {
  const local = localParts(now);
  const minute = local.hour * 60 + local.minute;
  const today = isoOf(weekday(local.date));
  const yesterday = ((today + 5) % 7) + 1;
  // Still yesterday's evening (open past midnight)?
  for (const s of spans(hours, yesterday))
    if (s.close > DAY && minute < s.close - DAY) return { open: true, closes: s.h.close };
  for (const s of spans(hours, today))
    if (minute >= s.open && minute < s.close) return { open: true, closes: s.h.close };
  for (let inDays = 0; inDays < 7; inDays++) {
    const iso = ((today - 1 + inDays) % 7) + 1;
    const next = spans(hours, iso)
      .filter((s) => inDays > 0 || s.open > minute)
      .sort((a, b) => a.open - b.open)[0];
    if (next) return { open: false, opens: { time: next.h.open, inDays, weekday: iso } };
  }
  return { open: false, opens: null };
}

const ON_WEEKDAY = [
  '',
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
];

/** «Открыто сейчас, до 23:30», «Закрыто, откроется в 10:00», «… завтра в 10:00», «… в понедельник в 12:00». */
export function openingStatusText(status: OpeningStatus): string {
  if (status.open) return `Открыто сейчас, до ${status.closes}`;
  if (!status.opens) return 'Сейчас закрыто';
  const { time, inDays, weekday: iso } = status.opens;
  const when = inDays === 0 ? '' : inDays === 1 ? 'завтра ' : `${ON_WEEKDAY[iso]} `;
  return `Закрыто, откроется ${when}в ${time}`;
}
