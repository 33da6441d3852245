// A workspace form's values while it is edited, and the props that tie a field to one of them by one name: the
// field's `name` (where the API's error for it lands and the focus finds it), its value, its change and its error.
import type { Image } from '@kino/api/types';
import { useState } from 'react';
import { errorFor, type FormErrors } from './problem.ts';

/** A new picture keeps the description staff already typed (a library's or upload's own alt only fills an empty one). */
export const keepingAlt = (old: Image | null | undefined, next: Image): Image => ({
  ...next,
  alt: old?.alt || next.alt,
});

export function useFormValues<V extends object>(initial: V, errors: FormErrors = {}) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const error = (name: string) => errorFor(errors, name);
  /** A text, number or select field's props, or a list's (CheckboxGroup, StringListField). */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: error(name),
  });
  /** A checkbox's props. */
  const check = <K extends keyof V & string>(name: K) => ({
    name,
    checked: values[name],
    onChange: set(name),
  });
  /** A picture's props (ImageAltField): a new picture keeps the typed description; the description edits in place. */
  const picture = <K extends keyof V & string>(name: K) => {
    const at = (v: V) => v[name] as Image | null | undefined;
    return {
      name,
      image: at(values) ?? null,
      onImage: (image: Image) => setValues((v) => ({ ...v, [name]: keepingAlt(at(v), image) })),
      onAlt: (alt: string) =>
        setValues((v) => {
          const image = at(v);
          return image ? { ...v, [name]: { ...image, alt } } : v;
        }),
      error: error(name),
      altError: error(`${name}.alt`),
    };
  };
  return { values, setValues, set, error, field, check, picture };
}
