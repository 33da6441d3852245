// The view of vacancy.tsx (an island: its code loads after the page's first paint).
import type { VacancyFormValues } from '@kino/api/forms';
import { VacancyScreen } from '@kino/ui/screens/vacancy-screen';
import { useFormState } from '#src/forms/form-state.ts';
import type { Route } from './+types/vacancy';

export default function VacancyRoute({ loaderData }: Route.ComponentProps) {
  const state = useFormState<VacancyFormValues>('vacancy');
  return <VacancyScreen vacancy={loaderData.vacancy} form={{ state, vacancy: loaderData.vacancy.slug }} />;
}
