import { NewsListScreen } from '@kino/ui/screens/news-list-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext, pageParam } from '#src/lib/page.server.ts';
import type { Route } from './+types/news-list';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [news, head] = await Promise.all([
    ctx.load('news', queries.news.list(ctx.town, { page: pageParam(ctx.url) })),
    loadHead(ctx, 'Новости'),
  ]);
  return { news, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <NewsListScreen news={loaderData.news} />;
}
