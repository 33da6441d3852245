import { FilmCategoryScreen } from '@kino/ui/screens/film-category-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, notFound, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/film-category';

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [categories, films] = await Promise.all([
    ctx.load('film categories', queries.films.categories(ctx.town)),
    ctx.load('films', queries.films.list(ctx.town, { category: params.category })),
  ]);
  const category = categories.find((c) => c.slug === params.category) ?? notFound();
  return { category, films, head: await loadHead(ctx, category.name) };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function FilmCategory({ loaderData }: Route.ComponentProps) {
  return <FilmCategoryScreen category={loaderData.category} films={loaderData.films} />;
}
