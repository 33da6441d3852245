// The form route (`/forms/{form}/` in each town): every visitor form of every page is sent here, with or without
// JavaScript; page routes keep only their loaders.
import { MESSAGES, VISITOR_FORMS, type VisitorForm } from '@kino/api/forms';
import { routePath } from '@kino/api/routes';
import { data, redirect } from 'react-router';
import { isNetworkError } from '#src/browser/network-error.ts';
import { formClient } from '#src/content-client/content.server.ts';
import { getEnv } from '#src/env.server.ts';
import { type FormAnswer, formSubmissionOf, typedValues } from '#src/forms/form-answer.ts';
import { runForm } from '#src/forms/pipeline.server.ts';
import { VISITOR_FORM_DESCRIPTIONS } from '#src/forms/visitor-forms.server.ts';
import { serverValuesContext, townContext } from '#src/request/context.server.ts';
import type { Route } from './+types/form';

function submissionOf(url: URL, form: string, context: Route.ActionArgs['context']) {
  if (!(VISITOR_FORMS as readonly string[]).includes(form)) throw data(null, { status: 404 });
  const town = context.get(townContext);
  return {
    town,
    submission: formSubmissionOf(url, form as VisitorForm, routePath({ name: 'index' }, town)),
  };
}

/**
 * A form sent from another website (a cross-site POST needs no CORS preflight) is refused: the browser says where
 * it comes from in `Sec-Fetch-Site` and `Origin`. Requests without either (older browsers, server-side tools) pass.
 */
function sentFromThisSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  return origin === new URL(getEnv().SITE_ORIGIN).origin || origin === new URL(request.url).origin;
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  if (!sentFromThisSite(request)) throw data(null, { status: 403, statusText: 'Forbidden' });
  const { town, submission } = submissionOf(url, params.form, context);
  const server = context.get(serverValuesContext);
  return runForm(VISITOR_FORM_DESCRIPTIONS[submission.form] as Parameters<typeof runForm>[0], {
    request,
    submission,
    client: formClient(town),
    clientIp: server.clientIp,
    renderPage: server.renderPage,
  });
}

/** A GET here is the address bar after a form sent without JavaScript failed: back to the page it came from. */
export function loader({ url, params, context }: Route.LoaderArgs) {
  return redirect(submissionOf(url, params.form, context).submission.from, 303);
}

/**
 * In the browser: a form whose POST got no answer (offline, the connection dropped) stays in place with everything
 * typed and says so; sending it again sends the same submission seed, so the application is filed once. The answer's
 * 503 keeps React Router from reloading the page's data, which could not arrive either.
 */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  const sent = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const { key } = formSubmissionOf(new URL(request.url), params.form as VisitorForm, '/');
    const answer: FormAnswer = {
      form: key,
      status: 'error',
      values: typedValues(await sent.formData()),
      message: MESSAGES.offline,
    };
    return data(answer, { status: 503 });
  }
}
