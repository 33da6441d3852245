// The view of vacancies.tsx (an island: its code loads after the page's first paint).
import { VacanciesScreen } from '@kino/ui/screens/vacancies-screen';
import type { Route } from './+types/vacancies';

export default function Vacancies({ loaderData }: Route.ComponentProps) {
  return <VacanciesScreen page={loaderData.page} vacancies={loaderData.vacancies} />;
}
