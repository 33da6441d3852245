// Gift certificates (route `certificates`) with the callback form.
import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/certificates';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [page, head] = await Promise.all([
    ctx.load('certificates', queries.pages.certificates(ctx.town)),
    loadHead(ctx, 'Подарочные сертификаты'),
  ]);
  return { page, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('certificates', () => import('./certificates.view.tsx'));
