// The visitor forms' state as the UI kit wants it, from a fetcher (with JS) or the action data (without).
import type { FormState } from '@kino/ui/forms/callback-form';
import { useEffect, useState } from 'react';
import { useActionData, useFetcher, useRouteLoaderData, useSearchParams } from 'react-router';

/** What the form actions answer. */
export interface FormActionData {
  form: string;
  status: 'success' | 'error';
  values?: Record<string, string | boolean>;
  errors?: Partial<Record<string, string>>;
  message?: string;
}

/** The query parameter a no-JS success redirect carries (`?sent=<form>`), so the page shows the thank-you state. */
export const SENT_PARAM = 'sent';

export function isFormActionData(value: unknown): value is FormActionData {
  return typeof value === 'object' && value !== null && 'form' in value && 'status' in value;
}

export function useFormState<V>(formKey: string): FormState<V> {
  const fetcher = useFetcher({ key: formKey });
  const actionData = useActionData();
  const [search] = useSearchParams();
  if (fetcher.state === 'submitting' && fetcher.formData) {
    const values = Object.fromEntries(
      [...fetcher.formData.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return {
      status: 'submitting',
      values: { ...values, consent: values.consent === 'true' } as unknown as Partial<V>,
    };
  }
  const answer = isFormActionData(fetcher.data)
    ? fetcher.data
    : isFormActionData(actionData) && actionData.form === formKey
      ? actionData
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

/** The per-page-load submission seed; the action derives the Idempotency-Key from it and the values. */
export function useSubmissionKey(_formKey: string): string {
  const root = useRouteLoaderData('root') as { submissionSeed?: string } | undefined;
  return root?.submissionSeed ?? '';
}

/** True once React has hydrated: forms then say they were sent by a fetcher (no PRG redirect needed). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
