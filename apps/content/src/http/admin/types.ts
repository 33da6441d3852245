// The admin operations as handler types: what a handler gets (typed input, the staff member, an edit context) and answers.
import type { Readable } from 'node:stream';
import type { Town } from '@kino/api/towns';
import type { operations } from '@kino/api/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client.ts';
import type { EditContext } from '#src/editing/context.ts';
import type { ScheduleSyncJob } from '#src/editing/schedule-sync.ts';
import type { Outbox } from '#src/inbox/mail.ts';
import type { Staff } from '#src/staff/accounts.ts';
import type { SessionPolicy, StaffSessionState } from '#src/staff/sessions.ts';
import type { AdminOperationId, OperationInput } from '../operations.ts';

/** A file the handler answers as it is (a CV, a CSV export), with its own headers; routes.ts sends it. */
export class FileAnswer {
  constructor(
    readonly body: Buffer | string | Readable,
    readonly headers: Record<string, string>,
  ) {}
}

type JsonOf<R> = R extends { content: { 'application/json': infer Body } }
  ? Body
  : R extends { content: object }
    ? FileAnswer
    : never;

/** The answer of an admin operation: its 200 or 201 JSON body, nothing for a 204. */
export type AdminSuccess<O extends AdminOperationId> = operations[O]['responses'] extends infer R
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer A }
      ? JsonOf<A>
      : R extends { 204: unknown }
        ? undefined
        : never
  : never;

export interface AdminSettings {
  database: Database;
  publicUrl: string;
  /** The site's origin: preview links point at it. */
  siteOrigin: string;
  policy: SessionPolicy;
  /** Whether the session cookie is `Secure` (the public address is https). */
  secureCookie: boolean;
  previewTtlMs: number;
  imageMaxBytes: number;
  now(): Date;
  /** The schedule sync job (null when switched off): «Синхронизировать сейчас» runs through it. */
  scheduleSync: ScheduleSyncJob | null;
  /** After every successful write: cached answers of the site's reads are made anew. */
  onWrite(): void;
  /** The mail outbox: whether e-mail is sent, and «look at it now» once a row is written. */
  outbox: Pick<Outbox, 'sends' | 'kick'>;
  /** Counts a «Забыли пароль» request of a client address: a 429 problem over the limit. */
  limitResetRequests(ip: string): Promise<void>;
}

export interface AdminContext {
  settings: AdminSettings;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The operation (for the audit log). */
  action: AdminOperationId;
  now: Date;
  /** The signed-in staff member's session; null only for sign-in. */
  session: StaffSessionState | null;
  /** The signed-in staff member (throws for sign-in, which has none). */
  staff(): Staff;
  /** A write's context in a town the access hook already allowed. */
  edit(town: Town): EditContext;
  /** A read's context in a town. */
  read(town: Town): Pick<EditContext, 'db' | 'town' | 'publicUrl'>;
}

export type AdminHandler<O extends AdminOperationId> = (
  input: OperationInput<O>,
  ctx: AdminContext,
) => Promise<AdminSuccess<O>>;

/** One handler per admin operation of the contract: a missing one, or one answering another shape, fails to compile. */
export type AdminHandlers = { [O in AdminOperationId]: AdminHandler<O> };
