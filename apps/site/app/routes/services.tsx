// Services and hall rental (route `services`) with the callback form.
import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/services';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [page, head] = await Promise.all([
    ctx.load('services', queries.pages.services(ctx.town)),
    loadHead(ctx, 'Услуги'),
  ]);
  return { page, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('services', () => import('./services.view.tsx'));
