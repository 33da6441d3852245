// A vacancy (route `vacancies-vacancy`) with the application form (multipart, CV); unknown → 404.
import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/vacancy';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const vacancy = await ctx.load('vacancy', queries.vacancies.detail(ctx.town, params.vacancy));
  return { vacancy, head: await loadHead(ctx, vacancy.title) };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('vacancy', () => import('./vacancy.view.tsx'));
