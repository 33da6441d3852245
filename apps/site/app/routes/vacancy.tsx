// A vacancy (route `vacancies-vacancy`) with the application form (multipart, CV); unknown → 404.
import type { VacancyFormValues } from '@kino/api/forms';
import { VacancyScreen } from '@kino/ui/screens/vacancy-screen';
import { queries } from '#src/lib/content.server.ts';
import { useFormState } from '#src/lib/form-state.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/vacancy';

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const vacancy = await ctx.load('vacancy', queries.vacancies.detail(ctx.town, params.vacancy));
  return { vacancy, head: await loadHead(ctx, vacancy.title) };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function VacancyRoute({ loaderData, params }: Route.ComponentProps) {
  const state = useFormState<VacancyFormValues>('vacancy');
  return (
    <VacancyScreen
      vacancy={loaderData.vacancy}
      form={{
        action: { name: 'vacancies-vacancy', params: { vacancy: params.vacancy } },
        state,
        vacancy: loaderData.vacancy.slug,
        consentLink: { name: 'documents-documents', params: { documents: 'personal-data' } },
      }}
    />
  );
}
