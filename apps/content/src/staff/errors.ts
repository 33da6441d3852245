// What staff operations can fail with, said without HTTP: http/admin/problems.ts maps each to its problem+json.
import type { InvalidField } from '#src/publishing/errors.ts';

/** No valid staff session (none, expired, signed out), or an e-mail and password that do not match. */
export class UnauthenticatedError extends Error {
  override readonly name = 'UnauthenticatedError';
}

/** The staff member may not do this (role, town, own account). */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}

/** Too many failed sign-ins: the next try is allowed after `retryAfterSeconds`. */
export class ThrottledError extends Error {
  override readonly name = 'ThrottledError';
  constructor(readonly retryAfterSeconds: number) {
    super(`Слишком много неудачных попыток входа. Повторите через ${retryAfterSeconds} с.`);
  }
}

/** The change conflicts with what is stored: a slug taken, an item in use, a stale import preview. */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    readonly errors: InvalidField[] = [],
  ) {
    super(message);
  }
}
