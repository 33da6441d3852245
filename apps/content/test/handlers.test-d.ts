// Type-level test, run by `pnpm --filter @kino/content typecheck`: handlers are checked against the contract's types.
// Every `@ts-expect-error` below must stay an error; if the handler types ever went loose, tsc would report the
// directive as unused and the typecheck would fail.
import { handlers } from '#src/http/handlers.ts';
import type { Handler, Handlers, OperationInput } from '#src/http/operations.ts';

// A handler answering another shape than the contract's Film.
// @ts-expect-error -- `title` is a string in the contract, and the rest of Film is missing
export const wrongShape: Handler<'getFilm'> = async () => ({ title: 42 });

const noInput = { path: {}, query: {}, headers: {}, body: undefined };

// A handler that answers a list where the contract says one film.
// @ts-expect-error -- Film[] is not Film
export const wrongCardinality: Handler<'getFilm'> = (_input, ctx) => handlers.listFilms(noInput, ctx);

// A fixed page answered with another page's content.
// @ts-expect-error -- the about page is not the FAQ page
export const swappedPage: Handler<'getFaqPage'> = (_input, ctx) => handlers.getAboutPage(noInput, ctx);

// The service's map must have every operation of the contract.
const { getHead: _getHead, ...withoutGetHead } = handlers;
// @ts-expect-error -- getHead is missing
export const incomplete: Handlers = withoutGetHead;

// Path and query parameters are the contract's, with their types.
export const wrongParameter: Handler<'getHall'> = async ({ path }, ctx) => {
  // @ts-expect-error -- getHall's path parameter is `id`, not `slug`
  const slug: string = path.slug;
  return handlers.getHall({ ...noInput, path: { id: slug } }, ctx);
};
export const premierIsBoolean = (input: OperationInput<'listFilms'>): string =>
  // @ts-expect-error -- `premier` is a boolean query parameter
  input.query.premier;

// Applications answer the contract's receipt, nothing else.
const receipt = { id: '0b6a4a58-3b39-4f0b-9c1e-0f8a0e4c2d11', receivedAt: '2026-11-22T18:30:00+03:00' };
// @ts-expect-error -- the only status is 'received'
export const wrongReceipt: Handler<'createCallbackRequest'> = async () => ({
  ...receipt,
  status: 'accepted',
});

// The JSON body is the contract's; header names arrive in lower case.
export const callbackFields = ({ body, headers }: OperationInput<'createCallbackRequest'>) => ({
  preferredTime: body?.preferredTime satisfies 'asap' | 'morning' | 'day' | 'evening' | undefined,
  key: headers['idempotency-key'] satisfies string | undefined,
  // @ts-expect-error -- the callback form has no `vacancy`
  vacancy: body?.vacancy,
  // @ts-expect-error -- fastify lower-cases header names
  original: headers['Idempotency-Key'],
});
