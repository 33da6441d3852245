// The staff workspace's domain errors as problem+json (401, 403, 409, 415, 429); the others go to the shared handler.

import { UnsupportedImageError } from '#src/editing/images.ts';
import { ConflictError, ForbiddenError, ThrottledError, UnauthenticatedError } from '#src/staff/errors.ts';
import { HttpProblem } from '../problem.ts';

export function adminProblem(error: unknown): unknown {
  if (error instanceof UnauthenticatedError)
    return new HttpProblem(401, 'unauthorized', 'Нужно войти', error.message);
  if (error instanceof ForbiddenError) return new HttpProblem(403, 'forbidden', 'Нет доступа', error.message);
  if (error instanceof ThrottledError) {
    const problem = new HttpProblem(429, 'too-many-sign-ins', 'Слишком много попыток', error.message);
    problem.headers['retry-after'] = String(error.retryAfterSeconds);
    return problem;
  }
  if (error instanceof ConflictError)
    return new HttpProblem(
      409,
      'conflict',
      'Конфликт',
      error.message,
      error.errors.length ? { errors: error.errors } : {},
    );
  if (error instanceof UnsupportedImageError)
    return new HttpProblem(415, 'unsupported-media-type', 'Неподдерживаемый файл', error.message, {
      errors: [{ field: 'body.file', message: error.message }],
    });
  return error;
}
