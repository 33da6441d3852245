// The two visitor forms on the server: validate like the contract, normalise the phone, file with the content service.
import { createHash } from 'node:crypto';
import {
  type CallbackFormValues,
  type FieldErrors,
  LIMITS,
  type VacancyFormValues,
  validateCallbackForm,
  validateVacancyForm,
} from '@kino/api/forms';
import { normalizePhone } from '@kino/api/phone';
import type { Problem } from '@kino/api/types';
import { type AppLoadContext, data, redirect } from 'react-router';
import { contentClient } from '#src/lib/content.server.ts';
import { type FormActionData, SENT_PARAM } from '#src/lib/form-state.ts';
import { townOfPath } from '#src/lib/route-info.ts';

/** Largest request the site reads: the 5 MiB CV plus the other fields. */
export const MAX_FORM_BYTES = LIMITS.cvMaxBytes + 256 * 1024;

export const FORM_MESSAGES = {
  invalid: 'Проверьте поля формы.',
  tooLarge: 'Файл резюме больше 5 МБ.',
  tooMany: 'Слишком много заявок подряд. Попробуйте через минуту.',
  failed: 'Не удалось отправить заявку. Попробуйте ещё раз или позвоните нам.',
  unknown: 'Неизвестная форма.',
  callbackSent: 'Спасибо! Мы перезвоним вам в выбранное время.',
  vacancySent: 'Спасибо! Мы получили ваш отклик и свяжемся с вами.',
} as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** `body.phone` → `phone`: the contract's field paths as form field names. */
export function fieldErrorsFromProblem(problem: Problem | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of problem?.errors ?? []) {
    const field = e.field.replace(/^body\./, '').split('.')[0] ?? '';
    if (field && !errors[field]) errors[field] = e.message;
  }
  return errors;
}

/** Same seed (one page load) and same values → same key: a double submit files one application. */
export function idempotencyKey(seed: string, body: unknown): string {
  const hash = createHash('sha256')
    .update(seed || 'no-seed')
    .update(JSON.stringify(body))
    .digest('base64url');
  return `site-${hash.slice(0, 40)}`;
}

type Answer = Response | ReturnType<typeof data<FormActionData>>;

function failure(form: string, status: number, payload: Omit<FormActionData, 'form' | 'status'>): Answer {
  return data({ form, status: 'error', ...payload } satisfies FormActionData, { status });
}

async function success(request: Request, form: string, byScript: boolean, message: string): Promise<Answer> {
  if (byScript) return data({ form, status: 'success', message } satisfies FormActionData, { status: 200 });
  // Without JavaScript: Post/Redirect/Get, so a reload never resends; the page shows the thank-you state.
  const url = new URL(request.url);
  url.searchParams.set(SENT_PARAM, form);
  const anchor = form.startsWith('callback-dialog')
    ? 'callback-dialog'
    : form.startsWith('vacancy')
      ? 'apply'
      : 'callback';
  return redirect(`${url.pathname}${url.search}#${anchor}`, 303);
}

async function sendFailure(
  form: string,
  values: Record<string, string | boolean>,
  response: Response,
  problem: Problem | undefined,
) {
  if (response.status === 400 || response.status === 413 || response.status === 415) {
    const errors = fieldErrorsFromProblem(problem);
    if (response.status === 413 && !errors.cv) errors.cv = FORM_MESSAGES.tooLarge;
    if (response.status === 415 && !errors.cv) errors.cv = 'Резюме — файл PDF, DOC, DOCX или ODT.';
    return failure(form, 400, { values, errors, message: FORM_MESSAGES.invalid });
  }
  if (response.status === 429) return failure(form, 429, { values, message: FORM_MESSAGES.tooMany });
  console.error(`Content service refused a ${form} application: ${response.status} ${problem?.title ?? ''}`);
  return failure(form, response.status >= 500 ? 502 : response.status, {
    values,
    message: FORM_MESSAGES.failed,
  });
}

/** Headers that carry the visitor's address to the content service's per-client rate limit. */
function forwardedFor(context: Partial<AppLoadContext> | undefined): Record<string, string> {
  return context?.clientIp ? { 'X-Forwarded-For': context.clientIp } : {};
}

async function callback(
  request: Request,
  context: Partial<AppLoadContext> | undefined,
  form: FormData,
  formKey: string,
  byScript: boolean,
): Promise<Answer> {
  const values: CallbackFormValues = {
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    preferredTime: text(form, 'preferredTime'),
    topic: text(form, 'topic') || undefined,
    comment: text(form, 'comment'),
    consent: text(form, 'consent') === 'true' || text(form, 'consent') === 'on',
  };
  const kept = { ...values, topic: values.topic ?? '' } as Record<string, string | boolean>;
  const errors = validateCallbackForm(values);
  if (Object.keys(errors).length > 0)
    return failure(formKey, 400, { values: kept, errors, message: FORM_MESSAGES.invalid });
  // The honeypot: only bots fill it in. They get a thank-you and nothing is filed.
  if (text(form, 'website')) return success(request, formKey, byScript, FORM_MESSAGES.callbackSent);

  const body = {
    name: values.name.trim(),
    phone: normalizePhone(values.phone)!,
    preferredTime: values.preferredTime as 'asap' | 'morning' | 'day' | 'evening',
    ...(values.topic ? { topic: values.topic as 'tickets' } : {}),
    ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
    consent: true as const,
  };
  const town = townOfPath(new URL(request.url).pathname);
  try {
    const result = await contentClient(town).POST('/kino/v1/orders/callback', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey(text(form, '_submission'), body) } },
      headers: forwardedFor(context),
    });
    if (!result.response.ok)
      return sendFailure(formKey, kept, result.response, result.error as Problem | undefined);
  } catch (error) {
    console.error('Content service unreachable while filing a callback request:', (error as Error).message);
    return failure(formKey, 502, { values: kept, message: FORM_MESSAGES.failed });
  }
  return success(request, formKey, byScript, FORM_MESSAGES.callbackSent);
}

async function vacancy(
  request: Request,
  context: Partial<AppLoadContext> | undefined,
  form: FormData,
  formKey: string,
  byScript: boolean,
): Promise<Answer> {
  const cv = form.get('cv');
  const file = cv instanceof File && cv.size > 0 ? cv : null;
  const values: VacancyFormValues = {
    vacancy: text(form, 'vacancy'),
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    message: text(form, 'message'),
    consent: text(form, 'consent') === 'true' || text(form, 'consent') === 'on',
    cv: file ? { name: file.name, size: file.size, type: file.type } : null,
  };
  const { cv: _cv, ...kept } = values as VacancyFormValues & Record<string, unknown>;
  const keptValues = kept as Record<string, string | boolean>;
  const errors = validateVacancyForm(values);
  if (!values.vacancy) errors.vacancy = 'Не указана вакансия.';
  if (Object.keys(errors).length > 0)
    return failure(formKey, 400, { values: keptValues, errors, message: FORM_MESSAGES.invalid });
  if (text(form, 'website')) return success(request, formKey, byScript, FORM_MESSAGES.vacancySent);

  const fields: Record<string, string> = {
    vacancy: values.vacancy,
    name: values.name.trim(),
    phone: normalizePhone(values.phone)!,
    consent: 'true',
  };
  if (values.email?.trim()) fields.email = values.email.trim();
  if (values.message?.trim()) fields.message = values.message.trim();
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('cv', file, file.name);
  const key = idempotencyKey(text(form, '_submission'), {
    ...fields,
    cv: file ? [file.name, file.size] : null,
  });

  const town = townOfPath(new URL(request.url).pathname);
  try {
    const result = await contentClient(town).POST('/kino/v1/orders/vacancy', {
      // Multipart with the CV: openapi-fetch sends FormData as it is, with its boundary.
      body: body as never,
      bodySerializer: (b: unknown) => b as FormData,
      params: { header: { 'Idempotency-Key': key } },
      headers: forwardedFor(context),
    });
    if (!result.response.ok)
      return sendFailure(formKey, keptValues, result.response, result.error as Problem | undefined);
  } catch (error) {
    console.error(
      'Content service unreachable while filing a vacancy application:',
      (error as Error).message,
    );
    return failure(formKey, 502, { values: keptValues, message: FORM_MESSAGES.failed });
  }
  return success(request, formKey, byScript, FORM_MESSAGES.vacancySent);
}

/** The action of every page: the callback form can be sent from any page (the layout's dialog), vacancies from theirs. */
export async function handleFormAction(request: Request, context?: Partial<AppLoadContext>): Promise<Answer> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_FORM_BYTES)
    return failure('vacancy', 413, {
      errors: { cv: FORM_MESSAGES.tooLarge },
      message: FORM_MESSAGES.tooLarge,
    });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failure('unknown', 400, { message: FORM_MESSAGES.invalid });
  }
  const intent = text(form, 'intent');
  const formKey = text(form, '_form') || intent || 'unknown';
  const byScript = text(form, '_js') === '1';
  if (intent === 'callback') return callback(request, context, form, formKey, byScript);
  if (intent === 'vacancy') return vacancy(request, context, form, formKey, byScript);
  return failure(formKey, 400, { message: FORM_MESSAGES.unknown });
}
