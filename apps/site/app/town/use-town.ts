// The town of the page being shown, with its info: one hook for every component of the site.

import { isTownLayoutId, type Town } from '@kino/api/towns';
import type { Info } from '@kino/api/types';
import { useMatches } from 'react-router';
import type { FormAnswer } from '#src/forms/form-answer.ts';

/** What the town layout's loader hands the town's pages (decided on the server, once per request). */
export interface TownData {
  town: Town;
  info: Info;
  /** The other town's display name, from its content service (the switcher's label). */
  otherTownName: string;
  /** Google Tag Manager's container, run only after the visitor's consent. */
  tagManagerId: string | null;
  /** Yandex.Metrika's counter, run only after the visitor's consent. */
  metrikaId: string | null;
  /** The answer of a form sent without JavaScript, when this page is shown with it. */
  formAnswer: FormAnswer | null;
}

/** The town layout's data; every page sits in a town layout. */
export function useTown(): TownData {
  const layout = useMatches().find((match) => isTownLayoutId(match.id));
  const data = layout?.loaderData as TownData | undefined;
  if (!data) throw new Error('useTown outside a town');
  return data;
}

/** The same, where a page may be shown without its town's data (an error page when the content service failed). */
export function useTownIfLoaded(): TownData | undefined {
  const layout = useMatches().find((match) => isTownLayoutId(match.id));
  return layout?.loaderData as TownData | undefined;
}
