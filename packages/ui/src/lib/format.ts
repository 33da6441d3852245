// Russian formatting of dates, money and durations, done by hand so server and browser render the same text.
import type { Money, Salary } from '@kino/api/types';

/** Belarus keeps UTC+3 all year, so Minsk wall time is a fixed offset from UTC. */
const MINSK_OFFSET_MS = 3 * 60 * 60 * 1000;

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
const WEEKDAYS_SHORT = ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'];
const WEEKDAYS_LONG = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

/** Minsk wall-clock parts of an ISO 8601 moment. */
function minskParts(iso: string) {
  const d = new Date(Date.parse(iso) + MINSK_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
  };
}

function dayParts(ymd: string) {
  const [y = 1970, m = 1, d = 1] = ymd.split('-').map(Number);
  return { year: y, month: m - 1, day: d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "19:30" in Minsk time. */
export function formatTime(iso: string): string {
  const p = minskParts(iso);
  return `${pad(p.hours)}:${pad(p.minutes)}`;
}

/** Minutes since midnight, Minsk time. */
export function minutesOfDay(iso: string): number {
  const p = minskParts(iso);
  return p.hours * 60 + p.minutes;
}

/** "22 ноября 2026" from an ISO moment. */
export function formatDate(iso: string, withYear = true): string {
  const p = minskParts(iso);
  return `${p.day} ${MONTHS_GENITIVE[p.month]}${withYear ? ` ${p.year}` : ''}`;
}

/** "22 ноября, 19:00" from an ISO moment. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso, false)}, ${formatTime(iso)}`;
}

/** "22 ноября" from a cinema day (YYYY-MM-DD). */
export function formatDay(ymd: string, withYear = false): string {
  const p = dayParts(ymd);
  return `${p.day} ${MONTHS_GENITIVE[p.month]}${withYear ? ` ${p.year}` : ''}`;
}

/** "Пт" from a cinema day. */
export function weekdayShort(ymd: string): string {
  return WEEKDAYS_SHORT[dayParts(ymd).weekday] ?? '';
}

/** "пятница, 22 ноября" from a cinema day. */
export function formatDayLong(ymd: string): string {
  return `${WEEKDAYS_LONG[dayParts(ymd).weekday]}, ${formatDay(ymd)}`;
}

/** Label of a day tab: «Сегодня», «Завтра», then «Пт, 24 ноября». */
export function dayTabLabel(ymd: string, index: number): string {
  if (index === 0) return 'Сегодня';
  if (index === 1) return 'Завтра';
  return `${weekdayShort(ymd)}, ${formatDay(ymd)}`;
}

function amount(value: number): string {
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
  return fixed.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** "14,50 BYN". */
export function formatMoney(money: Money): string {
  return `${amount(money.amount)}\u00a0${money.currency}`;
}

/** "от 1200 до 1500 BYN", "от 900 BYN", or null when not given. */
export function formatSalary(salary: Salary | null): string | null {
  if (!salary || (salary.from === null && salary.to === null)) return null;
  const cur = `\u00a0${salary.currency}`;
  if (salary.from !== null && salary.to !== null) return `${amount(salary.from)}–${amount(salary.to)}${cur}`;
  if (salary.from !== null) return `от ${amount(salary.from)}${cur}`;
  return `до ${amount(salary.to ?? 0)}${cur}`;
}

/** "2 ч 46 мин". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} мин`;
  return m ? `${h} ч ${m} мин` : `${h} ч`;
}

/** "5 фильмов": the Russian plural of a count. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** "1,2 МБ" / "340 КБ". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}\u00a0МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0КБ`;
}

export const EMPLOYMENT_LABELS = {
  full: 'Полная занятость',
  part: 'Частичная занятость',
  shift: 'Сменный график',
} as const;
