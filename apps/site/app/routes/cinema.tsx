import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/cinema';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [page, halls, head] = await Promise.all([
    ctx.load('about page', queries.pages.about(ctx.town)),
    ctx.load('halls', queries.halls.list(ctx.town)),
    loadHead(ctx, 'О кинотеатре'),
  ]);
  return { page, halls, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('cinema', () => import('./cinema.view.tsx'));
