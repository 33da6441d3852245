// Russian words for the inbox: an application's kind and status, what was done to personal data, a CV's size.
import type { ApplicationKind, ApplicationStatus, PersonalDataAction } from '@kino/api/types';

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  done: 'Обработана',
};

export const APPLICATION_KIND_LABEL: Record<ApplicationKind, string> = {
  callback: 'Обратный звонок',
  vacancy: 'Отклик на вакансию',
};

/** The inbox's tabs: one per kind and one for both. */
export const APPLICATION_KIND_TABS: readonly { value: ApplicationKind | 'all'; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'callback', label: 'Обратные звонки' },
  { value: 'vacancy', label: 'Вакансии' },
];

export const PERSONAL_DATA_ACTION_LABEL: Record<PersonalDataAction, string> = {
  list: 'Просмотр списка',
  view: 'Просмотр заявки',
  cv: 'Скачано резюме',
  export: 'Экспорт CSV',
  status: 'Смена состояния',
  delete: 'Удаление',
  expire: 'Удалено по сроку хранения',
};

const PLURAL = new Intl.PluralRules('ru-RU');

/** «1 новая», «3 новых», «21 новая»: the count of new applications in words (a badge's accessible text). */
export function newApplicationsText(count: number): string {
  return `${count} ${PLURAL.select(count) === 'one' ? 'новая' : 'новых'}`;
}

/** The badge of a count of new applications; none for none (or not yet known). */
export const newApplicationsBadge = (count: number | undefined) =>
  count ? { count, text: newApplicationsText(count) } : undefined;

/** A file size as people read it: «180 КБ», «1,2 МБ». */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / (1024 * 1024)).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} МБ`;
}
