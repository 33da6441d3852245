import { HallScreen } from '@kino/ui/screens/hall-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/hall';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [hall, page, halls] = await Promise.all([
    ctx.load('hall', queries.halls.detail(ctx.town, params.hall)),
    ctx.load('hall page', queries.pages.hall(ctx.town)),
    ctx.load('halls', queries.halls.list(ctx.town)),
  ]);
  return { hall, page, halls, head: await loadHead(ctx, hall.name) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function HallRoute({ loaderData }: Route.ComponentProps) {
  return <HallScreen hall={loaderData.hall} page={loaderData.page} halls={loaderData.halls} />;
}
