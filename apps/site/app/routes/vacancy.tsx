// A vacancy (route `vacancies-vacancy`) with the application form (multipart, CV); unknown → 404.
import type { VacancyFormValues } from '@kino/api/forms';
import { VacancyScreen } from '@kino/ui/screens/vacancy-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { useFormState } from '#src/forms/form-state.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/vacancy';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const vacancy = await ctx.load('vacancy', queries.vacancies.detail(ctx.town, params.vacancy));
  return { vacancy, head: await loadHead(ctx, vacancy.title) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function VacancyRoute({ loaderData }: Route.ComponentProps) {
  const state = useFormState<VacancyFormValues>('vacancy');
  return <VacancyScreen vacancy={loaderData.vacancy} form={{ state, vacancy: loaderData.vacancy.slug }} />;
}
