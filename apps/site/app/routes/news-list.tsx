import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext, pageParam, withinPages } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/news-list';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [news, head] = await Promise.all([
    ctx.load('news', queries.news.list(ctx.town, { page: pageParam(ctx.url) })).then(withinPages),
    loadHead(ctx, 'Новости'),
  ]);
  return { news, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('news-list', () => import('./news-list.view.tsx'));
