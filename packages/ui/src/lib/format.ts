// Russian formatting of money, durations, counts and sizes, done by hand so server and browser render the same text.
// Dates and times of day come from @kino/api/cinema-time, which knows the cinema's zone and day.
import { plural } from '@kino/api/plural';
import type { Money, Salary, VacancySummary } from '@kino/api/types';

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

/** "5 фильмов": the Russian plural of a count (@kino/api/plural). */
export { plural };

/**
 * The one way the site counts films and sessions in words. On today's pages a film counts only while it has a
 * session still to come (`splitAtNow`), so the home page's «8 фильмов» and the schedule's heading agree; the films
 * already over are counted apart («Сегодня уже не идут: 3 фильма»).
 */
export const filmsCount = (n: number) => `${n} ${plural(n, 'фильм', 'фильма', 'фильмов')}`;
export const sessionsCount = (n: number) => `${n} ${plural(n, 'сеанс', 'сеанса', 'сеансов')}`;

/** "1,2 МБ" / "340 КБ". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}\u00a0МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0КБ`;
}

export const EMPLOYMENT_LABELS = {
  full: 'Полная занятость',
  part: 'Частичная занятость',
  shift: 'Сменный график',
} as const satisfies Record<VacancySummary['employment'], string>;
