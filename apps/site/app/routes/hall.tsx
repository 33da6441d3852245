import { HallScreen } from '@kino/ui/screens/hall-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/hall';

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [hall, page, halls] = await Promise.all([
    ctx.load('hall', queries.halls.detail(ctx.town, params.hall)),
    ctx.load('hall page', queries.pages.hall(ctx.town)),
    ctx.load('halls', queries.halls.list(ctx.town)),
  ]);
  return { hall, page, halls, head: await loadHead(ctx, hall.name) };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function HallRoute({ loaderData }: Route.ComponentProps) {
  return <HallScreen hall={loaderData.hall} page={loaderData.page} halls={loaderData.halls} />;
}
