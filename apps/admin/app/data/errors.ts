// A failed call as a form's errors: the API's problem+json by field, or a message for a network failure.
import { ContentError } from '@kino/api/client';
import { type FormErrors, problemErrors } from '@kino/ui/admin/lib/problem';

export function formErrors(error: unknown, fallback = 'Не удалось сохранить.'): FormErrors {
  if (error instanceof ContentError) {
    if (error.status === 409 && !error.problem?.errors?.length)
      return {
        '':
          error.problem?.detail ??
          'Конфликт: такой адрес уже занят или данные изменились — обновите страницу.',
      };
    if (error.status === 413) return { '': 'Файл слишком большой.' };
    if (error.status === 403) return { '': 'Недостаточно прав для этого действия.' };
    return problemErrors(error.problem, fallback);
  }
  return { '': 'Нет связи с сервером. Проверьте сеть и попробуйте ещё раз.' };
}

/** A load failure as a screen's message. */
export function loadMessage(error: unknown): string {
  if (error instanceof ContentError && error.status === 404) return 'Не найдено: возможно, это уже удалили.';
  if (error instanceof ContentError && error.status === 403) return 'Нет доступа к этому разделу.';
  return 'Не удалось загрузить данные.';
}
