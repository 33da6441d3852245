import { CinemaScreen } from '@kino/ui/screens/cinema-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/cinema';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [page, halls, head] = await Promise.all([
    ctx.load('about page', queries.pages.about(ctx.town)),
    ctx.load('halls', queries.halls.list(ctx.town)),
    loadHead(ctx, 'О кинотеатре'),
  ]);
  return { page, halls, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Cinema({ loaderData }: Route.ComponentProps) {
  return <CinemaScreen page={loaderData.page} halls={loaderData.halls} />;
}
