import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext, pageParam, withinPages } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/vacancies';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [page, vacancies, head] = await Promise.all([
    ctx.load('vacancies page', queries.pages.vacancypage(ctx.town)),
    ctx.load('vacancies', queries.vacancies.list(ctx.town, { page: pageParam(ctx.url) })).then(withinPages),
    loadHead(ctx, 'Вакансии'),
  ]);
  return { page, vacancies, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('vacancies', () => import('./vacancies.view.tsx'));
