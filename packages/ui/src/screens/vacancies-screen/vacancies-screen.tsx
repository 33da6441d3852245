// VacanciesScreen: placeholder with the final props; the full screen follows.
import type { VacancyListPage, VacancyPage } from '@kino/api/types';

export interface VacanciesScreenProps {
  page: VacancyPage;
  vacancies: VacancyListPage;
}

export function VacanciesScreen(_props: VacanciesScreenProps) {
  return <h1>VacanciesScreen</h1>;
}
