import { VacanciesScreen } from '@kino/ui/screens/vacancies-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext, pageParam } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/vacancies';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [page, vacancies, head] = await Promise.all([
    ctx.load('vacancies page', queries.pages.vacancypage(ctx.town)),
    ctx.load('vacancies', queries.vacancies.list(ctx.town, { page: pageParam(ctx.url) })),
    loadHead(ctx, 'Вакансии'),
  ]);
  return { page, vacancies, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Vacancies({ loaderData }: Route.ComponentProps) {
  return <VacanciesScreen page={loaderData.page} vacancies={loaderData.vacancies} />;
}
