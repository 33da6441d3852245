import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/news-article';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [article, latest] = await Promise.all([
    ctx.load('news article', queries.news.detail(ctx.town, params.news)),
    ctx.load('latest news', queries.news.list(ctx.town, { perPage: 5 })),
  ]);
  return {
    article,
    latest: latest.items.filter((n) => n.slug !== article.slug).slice(0, 4),
    head: await loadHead(ctx, article.title),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('news-article', () => import('./news-article.view.tsx'));
