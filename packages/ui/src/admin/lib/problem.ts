// problem+json from the admin API → messages by form field, so a form can show each error beside its field.
import type { Problem } from '@kino/api/types';

/** Field name (dotted path, e.g. `title`, `cast.2`, `price.amount`) → message; `''` holds what no field owns. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The API names a field by where it was (`body.title`, `body/cast/2`, `body.cast[2]`); forms name inputs by the path
 * inside the body. Query and header errors have no field in a form, so they stay under the form-level key.
 */
export function fieldPath(field: string): string | null {
  const normalised = field
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+/, '');
  if (normalised === 'body') return '';
  if (normalised.startsWith('body.')) return normalised.slice('body.'.length);
  return null;
}

/** The errors of a problem by form field; the form-level message (title/detail) goes under `''`. */
export function problemErrors(problem: Problem | undefined, fallback = 'Не удалось сохранить'): FormErrors {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const error of problem?.errors ?? []) {
    const path = fieldPath(error.field);
    if (path) errors[path] ??= error.message;
    else unplaced.push(error.message);
  }
  const summary = problem?.detail ?? problem?.title ?? fallback;
  errors[''] = [summary, ...unplaced].join(' ');
  return errors;
}

/** The message for a field or, for a list or object field, the first message under it (`cast` ← `cast.2`). */
export function errorFor(errors: FormErrors, name: string): string | undefined {
  const own = errors[name];
  if (own) return own;
  const prefix = `${name}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix) && message) return message;
  return undefined;
}
