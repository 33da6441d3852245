// The one pipeline every visitor form runs through on the server: read the body within a byte limit, check like the
// contract, file with the town's content service (one Idempotency-Key per submission), answer script or page.

import { createHash } from 'node:crypto';
import type { ContentClient } from '@kino/api/client';
import { type FieldErrors, LIMITS, MESSAGES } from '@kino/api/forms';
import type { Problem } from '@kino/api/types';
import { CALLBACK_PARAM } from '@kino/ui/forms/callback-link';
import { data, redirect } from 'react-router';
import {
  type FormAnswer,
  type FormSubmission,
  SENT_PARAM,
  SUBMISSION_FIELD,
} from '#src/forms/form-answer.ts';
import type { FormDescription } from '#src/forms/visitor-forms.server.ts';
import { logger } from '#src/http/logger.server.ts';

/** Largest request the site reads: the 5 MiB CV plus the other fields. */
export const MAX_FORM_BYTES = LIMITS.cvMaxBytes + 256 * 1024;

/** What the form route knows about the request besides its body. */
export interface FormRequest {
  request: Request;
  submission: FormSubmission;
  client: ContentClient;
  /** The visitor's address, forwarded to the content service's per-visitor rate limit. */
  clientIp?: string;
  /** Renders the page the form came from with the answer in it (a form sent without JavaScript that failed). */
  renderPage?: (path: string, answer: FormAnswer) => Promise<Response>;
}

/** Data for a script's fetcher, or a whole answer (redirect, page) for a form sent without JavaScript. */
export type FormRouteAnswer = Response | ReturnType<typeof data<FormAnswer>>;

/**
 * The form data of a request, read while counting bytes: a body over the limit stops being read at the limit,
 * whether or not it declared its length, so memory never grows with what a client sends. The rest is left unread
 * (not cancelled: that would drop the connection before the 413 is sent); the answer then closes the connection.
 */
export async function readFormWithin(
  request: Request,
  maxBytes: number,
): Promise<FormData | 'too-large' | 'invalid'> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return 'too-large';
  if (!request.body) return 'invalid';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      reader.releaseLock();
      return 'too-large';
    }
    chunks.push(value);
  }
  try {
    const type = request.headers.get('content-type') ?? '';
    return await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': type } }).formData();
  } catch {
    return 'invalid';
  }
}

/** Same seed (one page load) and same values → same key: a double submit files one application. */
export function idempotencyKey(seed: string, identity: unknown): string {
  const hash = createHash('sha256')
    .update(seed || 'no-seed')
    .update(JSON.stringify(identity))
    .digest('base64url');
  return `site-${hash.slice(0, 40)}`;
}

/** `body.phone` → `phone`: the contract's field paths as form field names. */
export function fieldErrorsFromProblem(problem: Problem | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of problem?.errors ?? []) {
    const field = e.field.replace(/^body\./, '').split('.')[0] ?? '';
    if (field && !errors[field]) errors[field] = e.message;
  }
  return errors;
}

/** The content service's refusal as the form's answer: field errors stay with their fields. */
function refusal(
  response: Response,
  problem: Problem | undefined,
): { status: number; answer: Omit<FormAnswer, 'form'> } {
  if (response.status === 400 || response.status === 413 || response.status === 415) {
    const errors = fieldErrorsFromProblem(problem);
    if (response.status === 413 && !errors.cv) errors.cv = MESSAGES.cvSize;
    if (response.status === 415 && !errors.cv) errors.cv = MESSAGES.cvType;
    return { status: 400, answer: { status: 'error', errors, message: MESSAGES.invalid } };
  }
  if (response.status === 429) return { status: 429, answer: { status: 'error', message: MESSAGES.tooMany } };
  logger.error({ status: response.status, title: problem?.title }, 'content service refused an application');
  return {
    status: response.status >= 500 ? 502 : response.status,
    answer: { status: 'error', message: MESSAGES.failed },
  };
}

/** Runs a form from its description and answers: data for a script; a redirect or the page without one. */
export async function runForm<Values, Body>(
  description: FormDescription<Values, Body>,
  { request, submission, client, clientIp, renderPage }: FormRequest,
): Promise<FormRouteAnswer> {
  const { key, from, byScript } = submission;

  // A script's fetcher reads React Router data (a 4xx Response would be an error to it); a page gets a Response.
  // A body left unread (over the limit) ends the connection after the answer.
  async function answer(
    result: Omit<FormAnswer, 'form'>,
    status: number,
    headers: Record<string, string> = {},
  ): Promise<FormRouteAnswer> {
    const full: FormAnswer = { form: key, ...result };
    if (byScript) return data(full, { status, headers });
    if (full.status === 'success') {
      // Without JavaScript: Post/Redirect/Get, so a reload never resends; the page shows the thank-you state.
      const url = new URL(from, 'http://site.invalid');
      url.searchParams.set(SENT_PARAM, key);
      // The no-JS link's ask for the dialog is done: the thank-you shows in it (the answer renders it).
      url.searchParams.delete(CALLBACK_PARAM);
      const anchor = key.startsWith('callback-dialog') ? 'callback-dialog' : description.anchor;
      return redirect(`${url.pathname}${url.search}#${anchor}`, 303);
    }
    // Without JavaScript a failure shows the page the visitor came from, with the answer in its form.
    if (!renderPage) return Response.json(full, { status, headers });
    const page = await renderPage(from, full);
    const pageHeaders = new Headers(page.headers);
    for (const [name, value] of Object.entries(headers)) pageHeaders.set(name, value);
    return new Response(page.body, { status, headers: pageHeaders });
  }

  const form = await readFormWithin(request, MAX_FORM_BYTES);
  if (form === 'too-large')
    return answer({ status: 'error', errors: { cv: MESSAGES.cvSize }, message: MESSAGES.cvSize }, 413, {
      Connection: 'close',
    });
  if (form === 'invalid') return answer({ status: 'error', message: MESSAGES.invalid }, 400);

  const { values, kept } = description.read(form);
  const errors = description.validate(values);
  if (Object.keys(errors).length > 0)
    return answer({ status: 'error', values: kept, errors, message: MESSAGES.invalid }, 400);
  // The honeypot: only bots fill it in. They get a thank-you and nothing is filed.
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (field('website')) return answer({ status: 'success', message: description.sentMessage }, 200);

  const body = description.body(values, form);
  try {
    const result = await description.send(client, body, {
      idempotencyKey: idempotencyKey(field(SUBMISSION_FIELD), description.identity(body)),
      headers: clientIp ? { 'X-Forwarded-For': clientIp } : {},
    });
    if (!result.response.ok) {
      const refused = refusal(result.response, result.error as Problem | undefined);
      return answer({ ...refused.answer, values: kept }, refused.status);
    }
  } catch (error) {
    logger.error(
      { err: (error as Error).message },
      'content service unreachable while filing an application',
    );
    return answer({ status: 'error', message: MESSAGES.failed, values: kept }, 502);
  }
  return answer({ status: 'success', message: description.sentMessage }, 200);
}
