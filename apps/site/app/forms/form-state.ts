// A visitor form's state as the UI kit wants it: from its fetcher (with JavaScript) or from the page it was shown
// on (without), plus its submission seed — the one place the seed is made, kept and forgotten.
import type { FormState } from '@kino/ui/forms/callback-form';
import { useEffect } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { type FormAnswer, isFormAnswer, SENT_PARAM, typedValues } from '#src/forms/form-answer.ts';
import { useTownIfLoaded } from '#src/town/use-town.ts';

/** A form's state, and how to start it again: a form that was sent is empty when it is next shown. */
export function useFormState<V>(formKey: string): FormState<V> & { reset(): void } {
  const fetcher = useFetcher({ key: formKey });
  const shownWith = useTownIfLoaded()?.formAnswer;
  const [search, setSearch] = useSearchParams();
  const state = formState<V>(fetcher, shownWith, search, formKey);
  const reset = () => {
    if (state.status !== 'success') return;
    fetcher.reset();
    if (search.get(SENT_PARAM) === formKey)
      setSearch(
        (current) => {
          current.delete(SENT_PARAM);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
  };
  return { ...state, reset };
}

function formState<V>(
  fetcher: ReturnType<typeof useFetcher>,
  shownWith: FormAnswer | null | undefined,
  search: URLSearchParams,
  formKey: string,
): FormState<V> {
  if (fetcher.state === 'submitting' && fetcher.formData) {
    return { status: 'submitting', values: typedValues(fetcher.formData) as unknown as Partial<V> };
  }
  const answer = isFormAnswer(fetcher.data)
    ? fetcher.data
    : shownWith?.form === formKey
      ? shownWith
      : undefined;
  if (answer) {
    return {
      status: answer.status,
      values: answer.values as Partial<V> | undefined,
      errors: answer.errors,
      message: answer.message,
    };
  }
  if (search.get(SENT_PARAM) === formKey) return { status: 'success' };
  return { status: 'idle' };
}

/**
 * The submission seeds of this page load's forms, by form instance. A page is the same bytes for every visitor, so
 * no seed is in it: the browser makes one (crypto.randomUUID()) when the visitor first sends a form and keeps it for
 * that form until its application is acknowledged — a double click, or a retry after an answer that never came, sends
 * the same seed, so the form route derives the same Idempotency-Key and the content service files one application.
 * Without JavaScript no seed is sent and the form route derives the key from the posted fields alone (a reload of the
 * POST sends the same fields).
 */
const seeds = new Map<string, string>();

/** The seed a form instance is sent with: the one kept since its first sending, or a new one. */
export function submissionSeed(formKey: string): string {
  let seed = seeds.get(formKey);
  if (!seed) {
    seed = crypto.randomUUID();
    seeds.set(formKey, seed);
  }
  return seed;
}

/** The application was acknowledged: the form's next sending is another application, with a new seed. */
export function forgetSubmissionSeed(formKey: string): void {
  seeds.delete(formKey);
}

/**
 * A form instance's seed: `seedOnSubmit` writes it into the form's hidden field as the form is sent (the field is
 * empty in the page), and it is forgotten once the form route answers success.
 */
export function useSubmissionSeed(formKey: string, field: string) {
  const fetcher = useFetcher({ key: formKey });
  const acknowledged = isFormAnswer(fetcher.data) && fetcher.data.status === 'success';
  useEffect(() => {
    if (acknowledged) forgetSubmissionSeed(formKey);
  }, [acknowledged, formKey]);
  return {
    seedOnSubmit(form: HTMLFormElement) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement) input.value = submissionSeed(formKey);
    },
  };
}
