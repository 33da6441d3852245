// Dates between the API (ISO instants) and the form's inputs (date / datetime-local in the cinema's time zone).
import { localInstant, toLocalIso } from '@kino/api/cinema-time';

/** "2026-11-22T16:30:00Z" → "2026-11-22T19:30" (Minsk). */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? toLocalIso(iso).slice(0, 16) : '';
}

/** "2026-11-22T19:30" (Minsk) → an ISO instant; empty stays null. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  return localInstant(match[1]!, Number(match[2]) * 60 + Number(match[3])).toISOString();
}

/** "2026-11-22T16:30:00Z" → "2026-11-22" (Minsk). */
export function toDateInput(iso: string | null | undefined): string {
  return iso ? toLocalIso(iso).slice(0, 10) : '';
}

/** A publication date: the stored moment when the day is unchanged, noon of the day otherwise, now when empty. */
export function fromDateInput(value: string, stored?: string | null): string {
  if (!value) return stored ?? new Date().toISOString();
  if (stored && toDateInput(stored) === value) return stored;
  return localInstant(value, 12 * 60).toISOString();
}
