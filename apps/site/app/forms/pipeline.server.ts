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
  formAnchor,
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

/** A body over the limit, with the fields that came whole before the limit (what the visitor typed before the file). */
export interface TooLarge {
  tooLarge: true;
  before: FormData | null;
}

/** How much of a body over the limit is still read (and dropped) so the browser gets the answer, not a reset. */
const DRAIN_BYTES = 3 * MAX_FORM_BYTES;

/**
 * The form data of a request, read while counting bytes: a body over the limit stops being kept at the limit,
 * whether or not it declared its length, so memory never grows with what a client sends. The rest is read and
 * dropped up to DRAIN_BYTES, so a browser still sending its file reads the 413 page instead of a reset connection;
 * beyond that it is left unread (not cancelled: that would drop the connection before the 413 is sent). The answer
 * then closes the connection.
 */
export async function readFormWithin(
  request: Request,
  maxBytes: number,
): Promise<FormData | TooLarge | 'invalid'> {
  if (!request.body) return 'invalid';
  const type = request.headers.get('content-type') ?? '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > maxBytes) {
      chunks.push(value.subarray(0, value.byteLength - (seen - maxBytes)));
      while (seen <= DRAIN_BYTES) {
        const next = await reader.read();
        if (next.done) break;
        seen += next.value.byteLength;
      }
      reader.releaseLock();
      return { tooLarge: true, before: await fieldsBefore(Buffer.concat(chunks), type) };
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': type } }).formData();
  } catch {
    return 'invalid';
  }
}

/**
 * The whole parts at the start of a multipart body cut short: the body up to its last part boundary, closed, read
 * by the platform's own parser. The file the cut fell in is left out; a form that is not multipart has none.
 */
async function fieldsBefore(start: Buffer, type: string): Promise<FormData | null> {
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  const delimiter = boundary ? `\r\n--${boundary[1] ?? boundary[2]}` : null;
  const end = delimiter ? start.lastIndexOf(delimiter) : -1;
  if (!delimiter || end <= 0) return null;
  try {
    const closed = Buffer.concat([start.subarray(0, end), Buffer.from(`${delimiter}--\r\n`)]);
    return await new Response(closed, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return null;
  }
}

/**
 * Same seed and same values → same key: a double submit or a retry (the browser keeps the form's seed until the
 * application is acknowledged, form-state.ts) files one application. Without JavaScript there is no seed and the key
 * is the values' alone: a reload of the POST files nothing new.
 */
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
      return redirect(`${url.pathname}${url.search}#${formAnchor(submission.form, key)}`, 303);
    }
    // Without JavaScript a failure shows the page the visitor came from, with the answer in its form.
    if (!renderPage) return Response.json(full, { status, headers });
    const page = await renderPage(from, full);
    const pageHeaders = new Headers(page.headers);
    // The page was rendered as a GET would be: this answer to a post is not to be kept (the server says no-store).
    pageHeaders.delete('Cache-Control');
    for (const [name, value] of Object.entries(headers)) pageHeaders.set(name, value);
    return new Response(page.body, { status, headers: pageHeaders });
  }

  const form = await readFormWithin(request, MAX_FORM_BYTES);
  if (form === 'invalid') return answer({ status: 'error', message: MESSAGES.invalid }, 400);
  if ('tooLarge' in form) {
    // What was typed before the file comes back; the file itself never can.
    const kept = form.before ? description.read(form.before).kept : undefined;
    return answer(
      { status: 'error', values: kept, errors: { cv: MESSAGES.cvSize }, message: MESSAGES.invalid },
      413,
      { Connection: 'close' },
    );
  }

  const { values, kept } = description.read(form);
  // Refused after a file was chosen, a page without JavaScript shows the file input empty again: it says so.
  const sentFile = description.file ? form.get(description.file) : null;
  const again =
    !byScript && description.file && sentFile instanceof File && sentFile.size > 0
      ? { [description.file]: MESSAGES.cvAgain }
      : {};
  const errors = description.validate(values);
  if (Object.keys(errors).length > 0)
    return answer(
      { status: 'error', values: kept, errors: { ...again, ...errors }, message: MESSAGES.invalid },
      400,
    );
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
      return answer(
        { ...refused.answer, values: kept, errors: { ...again, ...refused.answer.errors } },
        refused.status,
      );
    }
  } catch (error) {
    logger.error(
      { err: (error as Error).message },
      'content service unreachable while filing an application',
    );
    return answer({ status: 'error', message: MESSAGES.failed, values: kept, errors: again }, 502);
  }
  return answer({ status: 'success', message: description.sentMessage }, 200);
}
