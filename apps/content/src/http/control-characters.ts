// One check for every operation, public and staff: no text a client sends (body, query, path) may carry NUL or any
// other control character but tab and line breaks. PostgreSQL refuses NUL in text (error 22021, which was a 500), and
// the others have no business in a cinema's content or a visitor's form. Runs before the contract's own validation.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationProblem } from './problem.ts';

/** C0 controls but \t \n \r, DEL and the C1 controls (the contract's VisitorText refuses the same ones). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Уберите управляющие символы (например, NUL): они недопустимы.';

/** The fields (`body.title`, `body.genres.0`, `query.q`, `path.slug`) of `value` whose text has a control character. */
export function controlCharacterFields(prefix: string, value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(prefix);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      controlCharacterFields(`${prefix}.${index}`, item, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A key is text the client sent too; it is named as JSON would write it.
      const field = `${prefix}.${CONTROL.test(key) ? JSON.stringify(key) : key}`;
      if (CONTROL.test(key)) found.push(field);
      else controlCharacterFields(field, item, found);
    }
  }
  return found;
}

const problemOf = (fields: string[]) =>
  validationProblem(
    fields.map((field) => ({ field, message: CONTROL_CHARACTER_MESSAGE, code: 'control-character' })),
    fields.every((field) => field.startsWith('body.')) ? 'Проверьте поля формы' : 'Некорректный запрос',
  );

export const controlCharacters: FastifyPluginAsync = fp(
  async (app) => {
    // The address first, before any route's own checks (a staff route's town, a form's rate limit) read it.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const fields = [
        ...controlCharacterFields('path', request.params),
        ...controlCharacterFields('query', request.query),
      ];
      if (fields.length > 0) throw problemOf(fields);
    });
    // The body once it is parsed (JSON); multipart fields are checked by the contract's patterns as they are read.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const fields = controlCharacterFields('body', request.body);
      if (fields.length > 0) throw problemOf(fields);
    });
  },
  { name: 'control-characters', fastify: '5.x' },
);
