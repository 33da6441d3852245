import { FilmCategoryScreen } from '@kino/ui/screens/film-category-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, notFound, pageContext } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/film-category';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [categories, films] = await Promise.all([
    ctx.load('film categories', queries.films.categories(ctx.town)),
    ctx.load('films', queries.films.list(ctx.town, { category: params.category })),
  ]);
  const category = categories.find((c) => c.slug === params.category) ?? notFound();
  return { category, films, head: await loadHead(ctx, category.name) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function FilmCategory({ loaderData }: Route.ComponentProps) {
  return <FilmCategoryScreen category={loaderData.category} films={loaderData.films} />;
}
