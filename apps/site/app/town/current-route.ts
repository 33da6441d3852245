// The current page's spec route name and params, read from React Router's matches (the route id is the name).
import { useMatches, useParams } from 'react-router';

export interface CurrentRoute {
  /** The spec's route name (`afisha-film`, `rechitsa-contacts`, `not-found`…). */
  name: string;
  params: Record<string, string | undefined>;
}

/** The deepest matched route. */
export function useCurrentRoute(): CurrentRoute {
  const leaf = useMatches().at(-1);
  return { name: leaf?.id ?? 'index', params: useParams() };
}
