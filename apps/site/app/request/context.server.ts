// The request context (React Router middleware): what the server decides once per request and every loader,
// action and the server entry read — the town, the request's QueryClient, and the visitor's values.
import { previewTokenOf } from '@kino/api/routes';
import { type Town, townOfPath } from '@kino/api/towns';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type MiddlewareFunction, RouterContextProvider } from 'react-router';
import { createRequestQueryClient } from '#src/content-client/content.server.ts';
import type { FormAnswer } from '#src/forms/form-answer.ts';
import { emptyServerHead, type ServerHeadTags } from '#src/head/server-head.tsx';
import { requestStore } from '#src/http/logger.server.ts';
import type { RouteRules } from '#src/http/route-rules.ts';

/** What the HTTP server hands every render. */
export interface ServerValues {
  /** The visitor's address, forwarded to the content service so its rate limit counts visitors, not the site. */
  clientIp?: string;
  /** The route rules the server applies (spec §8), published to the browser in builds/meta/{id}.json. */
  routeRules: RouteRules;
  /**
   * Renders a page of the site for this visitor (a GET of `path`) with a form's answer in it: how a form sent
   * without JavaScript shows its errors on the page it came from.
   */
  renderPage?: (path: string, answer: FormAnswer) => Promise<Response>;
  /** The answer of a form sent without JavaScript, shown by the page `renderPage` renders. */
  formAnswer?: FormAnswer;
  /** The request's id (the balancer's X-Request-Id or a new one): in every log line and content call about it. */
  requestId?: string;
}

export const serverValuesContext = createContext<ServerValues>();
/** The town of the request, decided once from its path (`@kino/api/towns`). */
export const townContext = createContext<Town>();
/** One QueryClient per request, shared by all its loaders (TanStack Query's SSR guide), never between visitors. */
export const queryClientContext = createContext<QueryClient>();
/** The page's JSON-LD and sharing tags: written by its loader, rendered into the HTML only (head/server-head.tsx). */
export const serverHeadContext = createContext<ServerHeadTags>();

/** The load context of one request, as the HTTP server builds it. */
export function createLoadContext(values: ServerValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverValuesContext, values);
  return context;
}

/**
 * Root middleware: the town and the QueryClient of this request; its id and a draft's preview token for the content
 * calls it makes (content.server.ts).
 */
export const requestMiddleware: MiddlewareFunction<Response> = ({ url, context }, next) => {
  context.set(townContext, townOfPath(url.pathname));
  context.set(queryClientContext, createRequestQueryClient());
  context.set(serverHeadContext, emptyServerHead());
  const { requestId } = context.get(serverValuesContext);
  const preview = previewTokenOf(url.search);
  return requestId || preview ? requestStore.run({ requestId, preview }, next) : next();
};
