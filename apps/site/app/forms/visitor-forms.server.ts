// The visitor forms as descriptions the one pipeline runs: what each reads, checks and files with the content service.

import type { ContentClient } from '@kino/api/client';
import {
  type CallbackFormValues,
  type FieldErrors,
  MESSAGES,
  type VacancyFormValues,
  type VisitorForm,
  validateCallbackForm,
  validateVacancyForm,
} from '@kino/api/forms';
import { normalizePhone } from '@kino/api/phone';
import type { components } from '@kino/api/types';

/** What the visitor typed, as the form shows it again after a failure (files are never kept). */
export type KeptValues = Record<string, string | boolean>;

/** One call to the content service, typed by the contract; `response` is what the pipeline judges. */
type Sent = Promise<{ response: Response; error?: unknown }>;

export interface FormDescription<Values, Body> {
  /** The form's file field, if it has one: a page answered without JavaScript asks for the file again. */
  file?: string;
  sentMessage: string;
  read(form: FormData): { values: Values; kept: KeptValues };
  validate(values: Values): FieldErrors;
  /** The content service's body, from values that passed `validate`. */
  body(values: Values, form: FormData): Body;
  /** What makes two submissions the same (the Idempotency-Key's input besides the page load's seed). */
  identity(body: Body): unknown;
  send(client: ContentClient, body: Body, init: { idempotencyKey: string; headers: HeadersInit }): Sent;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const consented = (form: FormData) => text(form, 'consent') === 'true' || text(form, 'consent') === 'on';

type CallbackBody = components['schemas']['CallbackRequest'];

const callback: FormDescription<CallbackFormValues, CallbackBody> = {
  sentMessage: MESSAGES.callbackSent,
  read(form) {
    const values: CallbackFormValues = {
      name: text(form, 'name'),
      phone: text(form, 'phone'),
      preferredTime: text(form, 'preferredTime'),
      topic: text(form, 'topic') || undefined,
      comment: text(form, 'comment'),
      consent: consented(form),
    };
    return { values, kept: { ...values, topic: values.topic ?? '', comment: values.comment ?? '' } };
  },
  validate: validateCallbackForm,
  body(values) {
    const comment = values.comment?.trim();
    return {
      name: values.name.trim(),
      phone: normalizePhone(values.phone)!,
      preferredTime: values.preferredTime as CallbackBody['preferredTime'],
      ...(values.topic ? { topic: values.topic as NonNullable<CallbackBody['topic']> } : {}),
      ...(comment ? { comment } : {}),
      consent: true,
    };
  },
  identity: (body) => body,
  send: (client, body, { idempotencyKey, headers }) =>
    client.POST('/kino/v1/orders/callback', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      headers,
    }),
};

/** The vacancy application goes on as multipart, with the CV as it came. */
interface VacancyBody {
  fields: Record<string, string>;
  cv: File | null;
}

function cvOf(form: FormData): File | null {
  const cv = form.get('cv');
  return cv instanceof File && cv.size > 0 ? cv : null;
}

const vacancy: FormDescription<VacancyFormValues, VacancyBody> = {
  file: 'cv',
  sentMessage: MESSAGES.vacancySent,
  read(form) {
    const file = cvOf(form);
    const values: VacancyFormValues = {
      vacancy: text(form, 'vacancy'),
      name: text(form, 'name'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
      message: text(form, 'message'),
      consent: consented(form),
      cv: file ? { name: file.name, size: file.size, type: file.type } : null,
    };
    const { cv: _cv, ...kept } = values;
    return { values, kept: kept as KeptValues };
  },
  validate(values) {
    const errors = validateVacancyForm(values);
    if (!values.vacancy) errors.vacancy = MESSAGES.vacancyMissing;
    return errors;
  },
  body(values, form) {
    const fields: Record<string, string> = {
      vacancy: values.vacancy,
      name: values.name.trim(),
      phone: normalizePhone(values.phone)!,
      consent: 'true',
    };
    if (values.email?.trim()) fields.email = values.email.trim();
    if (values.message?.trim()) fields.message = values.message.trim();
    return { fields, cv: cvOf(form) };
  },
  identity: ({ fields, cv }) => ({ ...fields, cv: cv ? [cv.name, cv.size] : null }),
  send(client, { fields, cv }, { idempotencyKey, headers }) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (cv) body.set('cv', cv, cv.name);
    return client.POST('/kino/v1/orders/vacancy', {
      // Multipart with the CV: openapi-fetch sends FormData as it is, with its boundary.
      body: body as never,
      bodySerializer: (b: unknown) => b as FormData,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      headers,
    });
  },
};

export const VISITOR_FORM_DESCRIPTIONS = { callback, vacancy } satisfies Record<VisitorForm, unknown>;
