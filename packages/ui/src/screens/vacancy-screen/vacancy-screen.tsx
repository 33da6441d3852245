// VacancyScreen: placeholder with the final props; the full screen follows.
import type { Vacancy } from '@kino/api/types';
import type { VacancyFormProps } from '#src/forms/vacancy-form.tsx';

export interface VacancyScreenProps {
  vacancy: Vacancy;
  form: VacancyFormProps;
}

export function VacancyScreen(_props: VacancyScreenProps) {
  return <h1>VacancyScreen</h1>;
}
