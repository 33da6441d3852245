// A query or a failed call as the screens show it: a load state with its message, a list's pager, a form's errors
// (the API's problem+json by field, or a message for a network failure).
import { ContentError } from '@kino/api/client';
import type { PageMeta } from '@kino/api/types';
import type { LoadState } from '@kino/ui/admin/components/admin-page';
import type { Paging } from '@kino/ui/admin/components/data-table';
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

/** A screen's own words for what it loads not being there (404) or not being for this staff member (403). */
export type LoadMessages = Partial<Record<403 | 404, string>>;

/** Failures that asking again will not change: the screen offers no «Повторить». */
const isFinal = (error: unknown) =>
  error instanceof ContentError && (error.status === 403 || error.status === 404);

/** A load failure as a screen's message. */
export function loadMessage(error: unknown, messages: LoadMessages = {}): string {
  if (error instanceof ContentError && error.status === 404)
    return messages[404] ?? 'Не найдено: возможно, это уже удалили.';
  if (error instanceof ContentError && error.status === 403)
    return messages[403] ?? 'Нет доступа к этому разделу.';
  return 'Не удалось загрузить данные.';
}

/** A query's state as a screen shows it: loading, failed (with why, and whether trying again may help), or ready. */
export function loadStateOf(
  query: { isPending: boolean; isError: boolean; error: unknown },
  messages?: LoadMessages,
): LoadState {
  if (query.isPending) return { status: 'loading' };
  if (query.isError)
    return {
      status: 'error',
      message: loadMessage(query.error, messages),
      ...(isFinal(query.error) ? { final: true } : {}),
    };
  return { status: 'ready' };
}

/** A list's pager from the answer's page meta; none until the list has loaded. */
export function pagerOf(meta: PageMeta | undefined, onPage: (page: number) => void): Paging | undefined {
  return meta ? { page: meta.page, totalPages: meta.totalPages, total: meta.total, onPage } : undefined;
}
