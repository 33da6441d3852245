import { NewsListScreen } from '@kino/ui/screens/news-list-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext, pageParam } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/news-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [news, head] = await Promise.all([
    ctx.load('news', queries.news.list(ctx.town, { page: pageParam(ctx.url) })),
    loadHead(ctx, 'Новости'),
  ]);
  return { news, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <NewsListScreen news={loaderData.news} />;
}
