// Events as pages list them: the content service leaves out what ended before today's cinema day (so its answer
// holds all day); a page also leaves out what ended earlier today, and keeps of each event what its card shows.
import type { Event, EventPage } from '@kino/api/types';
import { type EventCardPage, eventCardView } from '@kino/api/views';

/** How many coming events the home page shows. */
export const HOME_EVENTS = 6;

/** Whether an event is still on at `now`: it has not ended (or, without an end, not started). */
export function isOn(event: Pick<Event, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return Date.parse(event.endsAt ?? event.startsAt) > now.getTime();
}

/** A page of events as cards, without those already over; the page's counts stay the service's. */
export function comingEventCards(page: EventPage, now: Date): EventCardPage {
  return { ...page, items: page.items.filter((event) => isOn(event, now)).map(eventCardView) };
}
