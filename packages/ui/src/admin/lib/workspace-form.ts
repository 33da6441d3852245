// The workspace's one form layer, on react-hook-form (decision 147): it holds a form's values, whether they differ from
// those loaded or last saved, and the API's errors by field. `field(name)`, `check(name)` and `picture(name)` tie one
// of our controlled fields to a value by one name: the field's `name` (where the API's error for it lands and the focus
// finds it), its value, its change and its error.
import type { Image } from '@kino/api/types';
import { useEffect, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  set,
  useForm,
} from 'react-hook-form';
import { errorFor, type FormErrors } from './problem.ts';

/** A new picture keeps the description staff already typed (a library's or upload's own alt only fills an empty one). */
export const keepingAlt = (old: Image | null | undefined, next: Image): Image => ({
  ...next,
  alt: old?.alt || next.alt,
});

/** Where the form-level message (`''` of FormErrors: the problem's title or detail) sits among react-hook-form's errors. */
const FORM_MESSAGE = 'root.server';

/**
 * The API's errors (dotted path → message) as react-hook-form's nested errors. A path and paths under it share one node
 * (`poster` and `poster.alt`), as react-hook-form nests them.
 */
export function toFieldErrors<V extends FieldValues>(errors: FormErrors): FieldErrors<V> {
  const nested: FieldErrors<V> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (!message) continue;
    const at = path === '' ? FORM_MESSAGE : path;
    set(nested, at, { ...(get(nested, at) as object | undefined), type: 'server', message });
  }
  return nested;
}

/** react-hook-form's errors by dotted path again, the form-level message under `''`: what a form shows and focuses. */
export function fromFieldErrors(errors: object, prefix = ''): FormErrors {
  const flat: FormErrors = {};
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) flat[path === FORM_MESSAGE ? '' : path] = message;
    Object.assign(flat, fromFieldErrors(node, path));
  }
  return flat;
}

export interface WorkspaceFormOptions {
  /** The API's errors of the last save, as the app gives them (problemErrors); none while saving or after success. */
  errors?: FormErrors | undefined;
  /**
   * The app's save is under way. When it ends without errors, the values submitted become the ones the form compares
   * with: a saved form has no unsaved changes without being loaded again.
   */
  saving?: boolean | undefined;
}

/**
 * A form's values, starting from `initial`. Nothing is validated here: the API is the one validator, and its errors
 * stay beside their fields until the next answer (react-hook-form validates only on its own submit, which we do not use).
 */
export function useWorkspaceForm<V extends FieldValues>(
  initial: V,
  { errors: problem, saving = false }: WorkspaceFormOptions = {},
) {
  // The app may build an equal errors object on every render; react-hook-form takes a new one as new errors.
  const signature = problem && Object.keys(problem).length > 0 ? JSON.stringify(problem) : null;
  const answer = useMemo(
    () => (signature === null ? undefined : toFieldErrors<V>(JSON.parse(signature) as FormErrors)),
    [signature],
  );
  const { watch, setValue, getValues, reset, formState } = useForm<V>({
    defaultValues: initial as DefaultValues<V>,
    errors: answer,
    // useFocusFirstError focuses the first invalid field in the page's order, or the form's message.
    shouldFocusError: false,
  });
  const values = watch();
  // Read on every render: react-hook-form re-renders the form only for the parts of its state that were read.
  const errors = fromFieldErrors(formState.errors);
  const dirty = formState.isDirty;

  const submitted = useRef<V | null>(null);
  const wasSaving = useRef(saving);
  const failed = signature !== null;
  useEffect(() => {
    if (!saving && wasSaving.current && !failed && submitted.current)
      reset(submitted.current, { keepValues: true, keepErrors: true });
    wasSaving.current = saving;
  }, [saving, failed, reset]);

  type Name = Path<V>;
  const valueAt = <N extends Name>(name: N): PathValue<V, N> => get(values, name);
  const set =
    <N extends Name>(name: N) =>
    (value: PathValue<V, N>) =>
      setValue(name, value, { shouldDirty: true });
  /** The field's message, or for a list or object field the first message under it (`cast` ← `cast.2`). */
  const error = (name: string) => errorFor(errors, name);
  /** A text, number or select field's props, or a list's (CheckboxGroup, StringListField). */
  const field = <N extends Name>(name: N) => ({
    name,
    value: valueAt(name),
    onChange: set(name),
    error: error(name),
  });
  /** A checkbox's props. */
  const check = <N extends Name>(name: N) => ({
    name,
    checked: valueAt(name),
    onChange: set(name),
  });
  /** A picture's props (ImageAltField): a new picture keeps the typed description; the description edits in place. */
  const picture = (name: Name) => {
    const at = () => getValues(name) as Image | null | undefined;
    const put = (image: Image) => setValue(name, image as PathValue<V, Name>, { shouldDirty: true });
    return {
      name,
      image: (valueAt(name) as Image | null | undefined) ?? null,
      onImage: (image: Image) => put(keepingAlt(at(), image)),
      onAlt: (alt: string) => {
        const image = at();
        if (image) put({ ...image, alt });
      },
      error: error(name),
      altError: error(`${name}.alt`),
    };
  };
  /** Hands the values to `onSubmit`; they are what a successful save makes the form's unchanged state. */
  const submit = (onSubmit: (values: V) => void) => () => {
    const current = getValues();
    submitted.current = current;
    onSubmit(current);
  };
  return { values, valueAt, set, error, errors, field, check, picture, dirty, submit };
}
