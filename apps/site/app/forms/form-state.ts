// A visitor form's state as the UI kit wants it: from its fetcher (with JavaScript) or from the page it was shown
// on (without), plus the per-page-load submission seed.
import type { FormState } from '@kino/ui/forms/callback-form';
import { useFetcher, useRouteLoaderData, useSearchParams } from 'react-router';
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

/** The per-page-load submission seed; the form route derives the Idempotency-Key from it and the values. */
export function useSubmissionSeed(): string {
  const root = useRouteLoaderData('root') as { submissionSeed?: string } | undefined;
  return root?.submissionSeed ?? '';
}
