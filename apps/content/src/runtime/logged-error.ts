// An error as every log line of the service carries it (HTTP, the outbox, jobs): what it is, never the values it was about.

/** An error as logged: what it is and where it came from, never the values it was about. */
export type LoggedError = {
  /** The error's class, e.g. DrizzleQueryError's `Error` or `DatabaseError`. */
  type: string;
  /**
   * The first line only: a query error's second line lists its parameters (the applicant's name, phone, CV…). A
   * database error's own message is left out: it may quote the offending value.
   */
  message: string;
  code?: string | number;
  statusCode?: number;
  /** Call sites only, without the message lines the stack repeats. */
  stack: string;
  /** The database's own error: its SQLSTATE and the schema names involved, not its message or detail (values). */
  cause?: Record<string, string>;
};

const MESSAGE_MAX = 500;
const STACK_FRAMES = 8;
/** Fields of PostgreSQL's (pg and PGlite) errors that name schema objects, never row values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

const firstLine = (text: unknown) =>
  String(text ?? '')
    .split('\n', 1)[0]!
    .slice(0, MESSAGE_MAX);

/** A database error (pg's DatabaseError, PGlite's): its message and detail may quote the offending values. */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.severity === 'string' && typeof error.code === 'string';

function databaseFields(error: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = { type: error.constructor?.name ?? 'Error' };
  for (const name of DATABASE_FIELDS)
    if (typeof error[name] === 'string' || typeof error[name] === 'number')
      fields[name] = String(error[name]);
  return fields;
}

/** pino's `err` serializer for the whole service. */
export function loggedError(value: unknown): LoggedError {
  if (typeof value !== 'object' || value === null)
    return { type: typeof value, message: firstLine(value), stack: '' };
  const error = value as Record<string, unknown>;
  const database = isDatabaseError(error);
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Object',
    message: database ? `SQLSTATE ${String(error.code)}` : firstLine(error.message),
    stack: '',
  };
  if (database) logged.cause = databaseFields(error);
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = frames.slice(0, STACK_FRAMES).join('\n');
  }
  const cause = error.cause as Record<string, unknown> | undefined;
  if (!database && cause && typeof cause === 'object') {
    logged.cause = isDatabaseError(cause)
      ? databaseFields(cause)
      : { type: cause.constructor?.name ?? 'Object', message: firstLine(cause.message) };
    if (logged.code === undefined && typeof cause.code === 'string') logged.code = cause.code;
  }
  return logged;
}
