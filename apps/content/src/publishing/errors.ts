// What reading or storing content can fail with, said without HTTP: http/problem.ts maps each to its problem+json.

/** The content asked for does not exist (in this town). */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

export interface InvalidField {
  /** The field as the contract's problems name it: `query.url`, `body.vacancy`, … */
  field: string;
  /** For the visitor, in Russian. */
  message: string;
}

/** Input that passed the contract's schemas but not the content's own rules (another town's URL, an unknown vacancy). */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  readonly errors: InvalidField[];
  constructor(errors: InvalidField[]) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '));
    this.errors = errors;
  }
}

/** An idempotency key already used for an application with another body. */
export class IdempotencyConflictError extends Error {
  override readonly name = 'IdempotencyConflictError';
}

/** A file whose content is not an accepted type, or whose name claims another type than its content. */
export class UnsupportedFileError extends Error {
  override readonly name = 'UnsupportedFileError';
}
