import { VacanciesScreen } from '@kino/ui/screens/vacancies-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext, pageParam } from '#src/lib/page.server.ts';
import type { Route } from './+types/vacancies';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [page, vacancies, head] = await Promise.all([
    ctx.load('vacancies page', queries.pages.vacancypage(ctx.town)),
    ctx.load('vacancies', queries.vacancies.list(ctx.town, { page: pageParam(ctx.url) })),
    loadHead(ctx, 'Вакансии'),
  ]);
  return { page, vacancies, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Vacancies({ loaderData }: Route.ComponentProps) {
  return <VacanciesScreen page={loaderData.page} vacancies={loaderData.vacancies} />;
}
