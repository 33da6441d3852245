// The schedule's filter state and its query string (`?day=&format=&time=&feature=&children=&premieres=&started=`),
// both ways.
import { formatValues, isOneOf, sessionFeatureValues, timeOfDayIdValues } from '@kino/api/enums';
import { PAGE_QUERY } from '@kino/api/routes';
import type { Format, Info, SessionFeature, TimeOfDay } from '@kino/api/types';
import { STARTED_PARAM, startedAsked } from '#src/components/fold.tsx';

export type TimeOfDayId = TimeOfDay['id'];

export interface AfishaSelection {
  /** Cinema day, YYYY-MM-DD. */
  day: string;
  format?: Format;
  time?: TimeOfDayId;
  /** Only special screenings of this kind (subtitles, original language, …). */
  feature?: SessionFeature;
  /** Only children's films (category dlja-detej). */
  children?: boolean;
  /** Only premieres (Film.isPremier). */
  premieres?: boolean;
  /** Today's folds of what has already started rendered open (the no-JS link of a fold, `?started=1`). */
  started?: boolean;
}

const YES = new Set(['1', 'true', 'on', 'yes']);

/**
 * Reads a selection from the address; unknown values are dropped, an unknown day falls back to the first day. With the
 * town's filters, so are the values the town does not offer (IMAX carried over by a town switch): no filter is on
 * that has no chip to take it off.
 */
export function afishaSelectionFromSearch(
  search: URLSearchParams,
  days: string[],
  offered?: Info['filters'],
): AfishaSelection {
  const selection = readSelection(search, days);
  if (!offered) return selection;
  if (selection.format && !offered.formats.includes(selection.format)) delete selection.format;
  if (selection.time && !offered.timesOfDay.some((t) => t.id === selection.time)) delete selection.time;
  if (selection.feature && !offered.features.includes(selection.feature)) delete selection.feature;
  if (selection.children && !offered.children) delete selection.children;
  if (selection.premieres && !offered.premieres) delete selection.premieres;
  return selection;
}

/** A value of the address the schedule did not apply, and the parameter it came in. */
export interface AfishaIgnored {
  param: 'day' | 'format' | 'time' | 'feature' | 'children' | 'premieres';
  value: string;
}

/** What the address asked for that the schedule does not show (afishaSelectionFromSearch dropped it): said so. */
export function afishaIgnored(
  search: URLSearchParams,
  days: string[],
  offered: Info['filters'],
): AfishaIgnored[] {
  const applied = afishaSelectionFromSearch(search, days, offered);
  const ignored: AfishaIgnored[] = [];
  for (const param of ['day', 'format', 'time', 'feature'] as const) {
    const value = search.get(PAGE_QUERY[param]);
    if (value && applied[param] !== value) ignored.push({ param, value });
  }
  for (const param of ['children', 'premieres'] as const) {
    const value = search.get(PAGE_QUERY[param]);
    if (value && YES.has(value) && !applied[param]) ignored.push({ param, value });
  }
  return ignored;
}

function readSelection(search: URLSearchParams, days: string[]): AfishaSelection {
  const day = search.get(PAGE_QUERY.day);
  const format = search.get(PAGE_QUERY.format);
  const time = search.get(PAGE_QUERY.time);
  const feature = search.get(PAGE_QUERY.feature);
  const selection: AfishaSelection = { day: day && days.includes(day) ? day : (days[0] ?? day ?? '') };
  if (isOneOf(formatValues, format)) selection.format = format;
  if (isOneOf(timeOfDayIdValues, time)) selection.time = time;
  if (isOneOf(sessionFeatureValues, feature)) selection.feature = feature;
  if (YES.has(search.get(PAGE_QUERY.children) ?? '')) selection.children = true;
  if (YES.has(search.get(PAGE_QUERY.premieres) ?? '')) selection.premieres = true;
  if (startedAsked(search)) selection.started = true;
  return selection;
}

/**
 * The query of a selection, for `AppLink` targets and `setSearchParams`; empty values are left out, and so is the day
 * when it is `today` (the schedule's first day, what an address without a day shows): «/afisha/?format=3D».
 */
export function afishaSelectionToQuery(
  s: AfishaSelection,
  today?: string,
): Record<string, string | undefined> {
  return {
    [PAGE_QUERY.day]: s.day && s.day !== today ? s.day : undefined,
    [PAGE_QUERY.format]: s.format,
    [PAGE_QUERY.time]: s.time,
    [PAGE_QUERY.feature]: s.feature,
    [PAGE_QUERY.children]: s.children ? '1' : undefined,
    [PAGE_QUERY.premieres]: s.premieres ? '1' : undefined,
    [STARTED_PARAM]: s.started ? '1' : undefined,
  };
}

/** Whether any filter besides the day is chosen. */
export function hasFilters(s: AfishaSelection): boolean {
  return Boolean(s.format || s.time || s.feature || s.children || s.premieres);
}
