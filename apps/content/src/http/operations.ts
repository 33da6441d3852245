// The contract's operations as handler types: what a handler receives and must answer, from the generated types.
import type { operations, Town } from '@kino/api/types';
import type { FastifyRequest } from 'fastify';
import type { FileStore } from '#src/db/files.ts';
import type { ReadContext } from '#src/publishing/repository.ts';

/** Every operation of the contract. */
export type AnyOperationId = keyof operations;
/** The staff workspace's operations (tag `admin`, paths `/admin/v1/…`, ids `admin…`), served once at the root. */
export type AdminOperationId = Extract<AnyOperationId, `admin${string}`>;
/** The public operations, served under each town's base address. */
export type OperationId = Exclude<AnyOperationId, AdminOperationId>;

/** A parameter part the operation does not have is `never` in the generated types: an empty object here. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** fastify hands over header names in lower case. */
type LowerCaseKeys<T> = { [K in keyof T as Lowercase<K & string>]: T[K] };

/** The answer of an operation object: the JSON body of its 200 or 201 response. */
export type SuccessOf<Operation extends { responses: object }> = Operation['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer Body } } }
    ? Body
    : R extends { 201: { content: { 'application/json': infer Body } } }
      ? Body
      : never
  : never;

export type SuccessBody<O extends AnyOperationId> = SuccessOf<operations[O]>;

/**
 * The JSON body as the contract describes it (validated against it before the handler runs); `undefined` when the
 * request came as multipart/form-data, which the handler reads itself. No body at all for operations without one.
 */
export type RequestBody<O extends AnyOperationId> = operations[O]['requestBody'] extends {
  content: infer Content;
}
  ? (Content extends { 'application/json': infer Json } ? Json : never) | undefined
  : undefined;

/** The request parts of an operation, each validated (and coerced, defaults filled) against the contract. */
export interface OperationInput<O extends AnyOperationId> {
  path: Part<operations[O]['parameters']['path']>;
  query: Part<operations[O]['parameters']['query']>;
  headers: LowerCaseKeys<Part<operations[O]['parameters']['header']>>;
  body: RequestBody<O>;
}

/** What the visitor forms need besides the database: the service's clock and the notification e-mails. */
export interface OrderHooks {
  now(): Date;
  /** Whether the town's applications are e-mailed to its staff (an outbox row goes with each). */
  notifies(town: Town): boolean;
  /** After an application is committed: the outbox is looked at now. */
  stored(): void;
  /** Where CVs are written as files (the embedded database); null: in the row (PostgreSQL). */
  files: FileStore | null;
}

export interface HandlerContext extends ReadContext {
  /** The site's origin, the only one getHead describes. */
  siteOrigin: string;
  /** The service's clock. */
  now(): Date;
  orders: OrderHooks;
  /** For what the contract's types do not carry: multipart parts, `isMultipart()`. */
  request: FastifyRequest;
}

/** Answers the operation's success body; a domain error or problem thrown instead becomes problem+json. */
export type Handler<O extends OperationId> = (
  input: OperationInput<O>,
  ctx: HandlerContext,
) => Promise<SuccessBody<O>>;

/** One handler per public operation of the contract: a missing one, or one answering another shape, fails to compile. */
export type Handlers = { [O in OperationId]: Handler<O> };
