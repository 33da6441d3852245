// The town's search (route `search`, issue 35): `?q=` searched over the town's films, news, events and vacancies by
// the content service; without a query, the empty form. Server-rendered, so it works without JavaScript.
import { PAGE_QUERY, searchQueryOf } from '@kino/api/routes';
import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/search';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const query = searchQueryOf(ctx.url.searchParams.get(PAGE_QUERY.query));
  const [results, head] = await Promise.all([
    query ? ctx.load('search', queries.search(ctx.town, query)) : null,
    loadHead(ctx, 'Поиск'),
  ]);
  return { query, results, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('search', () => import('./search.view.tsx'));
