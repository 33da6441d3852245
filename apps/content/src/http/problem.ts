// RFC 9457 problem details: every error the service answers, domain errors and validation errors mapped to them.

import type { Socket } from 'node:net';
import { MESSAGES } from '@kino/api/forms';
import type { FieldError, Problem } from '@kino/api/types';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IdempotencyConflictError,
  InvalidInputError,
  NotFoundError,
  UnsupportedFileError,
} from '#src/publishing/errors.ts';
import type { ErrorObject } from './contract.ts';

const TYPE_BASE = 'https://kino.example/problems/';

/** An error that is answered as problem+json with its status. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly problem: Problem;
  readonly headers: Record<string, string>;
  constructor(status: number, slug: string, title: string, detail?: string, extra: Partial<Problem> = {}) {
    super(detail ?? title);
    this.status = status;
    this.problem = { type: `${TYPE_BASE}${slug}`, title, status, ...(detail ? { detail } : {}), ...extra };
    this.headers = {};
  }
}

export const notFound = (detail: string) => new HttpProblem(404, 'not-found', 'Не найдено', detail);

export function validationProblem(errors: FieldError[], title = 'Проверьте поля формы'): HttpProblem {
  const n = errors.length;
  // Said to a person (the workspace shows it above the form); each error names its field for the form to place it.
  const detail = n === 1 ? 'Одно поле заполнено неверно.' : `Полей с ошибками: ${n}.`;
  return new HttpProblem(400, 'validation', title, detail, { errors });
}

/** Russian messages for the visitor form fields, shared with the site's own checks. */
const FIELD_MESSAGES: Record<string, string> = {
  'body.name': MESSAGES.nameLength,
  'body.phone': MESSAGES.phoneInvalid,
  'body.email': MESSAGES.emailInvalid,
  'body.message': MESSAGES.messageLength,
  'body.comment': MESSAGES.commentLength,
  'body.consent': MESSAGES.consentRequired,
  'body.preferredTime': MESSAGES.preferredTimeRequired,
  'body.topic': 'Выберите тему из списка.',
  'body.vacancy': 'Выберите вакансию.',
  'body.website': 'Это поле должно оставаться пустым.',
  'body.cv': MESSAGES.cvType,
  'header.idempotency-key': 'Ключ идемпотентности: 8–128 символов A–Z, a–z, 0–9, «_», «.», «:», «-».',
};

const PART_PREFIX: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  query: 'query',
  params: 'path',
  headers: 'header',
};

/** «символа» after «не короче 1», «21»; «символов» after «2», «5», «11». */
const characters = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'символа' : 'символов');

/** What a field of the wrong type should have been, as a person filling a form would be asked for it. */
const TYPE_MESSAGES: Record<string, string> = {
  integer: 'Введите целое число.',
  number: 'Введите число.',
  string: 'Заполните это поле.',
  boolean: 'Выберите «да» или «нет».',
  array: 'Ожидается список.',
  object: 'Заполните это поле.',
};

const FORMAT_MESSAGES: Record<string, string> = {
  date: 'Введите дату (ГГГГ-ММ-ДД).',
  'date-time': 'Введите дату и время.',
  uri: 'Введите адрес ссылки целиком, например https://example.by/.',
  'uri-reference': 'Введите адрес ссылки.',
  email: MESSAGES.emailInvalid,
};

function genericMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Обязательное поле.';
    case 'additionalProperties':
      return 'Неизвестное поле.';
    case 'type':
      return TYPE_MESSAGES[String(p.type).split(',')[0]!] ?? 'Неверное значение.';
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? 'Неверный формат.';
    case 'enum':
      return `Допустимые значения: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `Ожидается значение ${JSON.stringify(p.allowedValue)}.`;
    case 'pattern':
      return 'Значение не соответствует формату.';
    case 'minimum':
      return `Не меньше ${String(p.limit)}.`;
    case 'maximum':
      return `Не больше ${String(p.limit)}.`;
    case 'minLength':
      return Number(p.limit) === 1
        ? 'Заполните это поле.'
        : `Не короче ${String(p.limit)} ${characters(Number(p.limit))}.`;
    case 'maxLength':
      return `Не длиннее ${String(p.limit)} ${characters(Number(p.limit))}.`;
    default:
      return error.message ?? 'Неверное значение.';
  }
}

const REQUIRED_MESSAGES: Record<string, string> = {
  'body.name': MESSAGES.nameRequired,
  'body.phone': MESSAGES.phoneRequired,
  'body.consent': MESSAGES.consentRequired,
  'body.preferredTime': MESSAGES.preferredTimeRequired,
  'body.vacancy': 'Выберите вакансию.',
};

/** A text field that breaks its pattern has characters it may not have, whatever its length. */
const PATTERN_MESSAGES: Record<string, string> = {
  'body.name': MESSAGES.nameCharacters,
  'body.message': MESSAGES.textCharacters,
  'body.comment': MESSAGES.textCharacters,
};

/** A picture a form uploads (a film's poster, a news item's image, …): missing, it is asked for as a file. */
const IMAGE_FIELD = /^body\.(poster|image)$/;

function messageFor(field: string, error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'Неизвестное поле.';
  if ((error.keyword === 'type' || error.keyword === 'required') && IMAGE_FIELD.test(field))
    return 'Загрузите картинку.';
  if (error.keyword === 'pattern' && PATTERN_MESSAGES[field]) return PATTERN_MESSAGES[field];
  if (error.keyword === 'required') return REQUIRED_MESSAGES[field] ?? 'Обязательное поле.';
  return FIELD_MESSAGES[field] ?? genericMessage(error);
}

/** ajv errors of one request part → one FieldError per field, with a readable message. */
export function fieldErrors(part: string, errors: ErrorObject[]): FieldError[] {
  const prefix = PART_PREFIX[part] ?? part;
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const p = error.params as Record<string, unknown>;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    if (error.keyword === 'required') segments.push(String(p.missingProperty));
    if (error.keyword === 'additionalProperties') segments.push(String(p.additionalProperty));
    const field = [prefix, ...segments].join('.');
    if (byField.has(field)) continue;
    byField.set(field, { field, message: messageFor(field, error), code: error.keyword });
  }
  return [...byField.values()];
}

/** The problem a domain error is answered with; undefined for anything else. */
export function domainProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof NotFoundError) return notFound(error.message);
  if (error instanceof InvalidInputError) {
    const inForm = error.errors.every((e) => e.field.startsWith('body.'));
    return validationProblem(error.errors, inForm ? 'Проверьте поля формы' : 'Некорректный запрос');
  }
  if (error instanceof IdempotencyConflictError)
    return new HttpProblem(422, 'idempotency-conflict', 'Ключ уже использован', error.message, {
      errors: [{ field: 'header.idempotency-key', message: 'Ключ уже использован для другой заявки.' }],
    });
  if (error instanceof UnsupportedFileError)
    return new HttpProblem(415, 'unsupported-media-type', 'Неподдерживаемый файл', error.message, {
      errors: [{ field: 'body.cv', message: error.message }],
    });
  return undefined;
}

/** How long a connection closed after a 413 keeps reading (and dropping) what the client still sends. */
const LINGER_MS = 1_000;

/**
 * Lingering close, as nginx does it: Node ends a `Connection: close` answer by closing the socket at once, and closing
 * a socket with unread data makes the kernel reset the connection — a client still sending its body would lose the
 * 413 it was sent. Here the socket is half-closed after the answer and the rest of the body read and dropped for up to
 * a second before it is destroyed.
 */
function lingerOnClose(socket: Socket | null) {
  if (!socket) return;
  (socket as Socket & { destroySoon(): void }).destroySoon = function destroySoon(this: Socket) {
    this.end();
    this.resume();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

export function sendProblem(reply: FastifyReply, problem: HttpProblem) {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  // The rest of a too-large body is not waited for: the connection ends with this answer instead of draining it first.
  if (problem.status === 413) {
    reply.header('connection', 'close');
    lingerOnClose(reply.raw.socket);
  }
  return reply.code(problem.status).type('application/problem+json; charset=utf-8').send(problem.problem);
}

/** fastify's and plugins' errors, translated to problem+json; never a stack trace to the client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) return sendProblem(reply, error);
  const fromDomain = domainProblem(error);
  if (fromDomain) return sendProblem(reply, fromDomain);
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    const errors = fieldErrors(part, error.validation as ErrorObject[]);
    const title = part === 'body' ? 'Проверьте поля формы' : 'Некорректный запрос';
    return sendProblem(reply, validationProblem(errors, title));
  }
  // The router's own refusals, before any route: a path parameter longer than the contract allows, a broken %-escape.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendProblem(
      reply,
      new HttpProblem(414, 'uri-too-long', 'Слишком длинный адрес', 'Часть адреса длиннее допустимого.', {
        errors: [{ field: 'path', message: 'Часть адреса длиннее допустимого.' }],
      }),
    );
  if (error.code === 'FST_ERR_BAD_URL')
    return sendProblem(
      reply,
      new HttpProblem(400, 'bad-request', 'Некорректный запрос', 'Адрес не удалось разобрать.', {
        errors: [{ field: 'path', message: 'Адрес не удалось разобрать.' }],
      }),
    );
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT') {
    const errors =
      error.code === 'FST_REQ_FILE_TOO_LARGE' ? [{ field: 'body.cv', message: MESSAGES.cvSize }] : [];
    return sendProblem(
      reply,
      new HttpProblem(
        413,
        'too-large',
        'Слишком большой запрос',
        'Файл больше 5 МБ или тело запроса больше допустимого.',
        {
          ...(errors.length ? { errors } : {}),
        },
      ),
    );
  }
  if (status === 415) {
    return sendProblem(
      reply,
      new HttpProblem(
        415,
        'unsupported-media-type',
        'Неподдерживаемый тип данных',
        'Отправьте application/json или multipart/form-data.',
      ),
    );
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, bad multipart framing, etc.: the client's fault, said plainly.
    const problem = new HttpProblem(status, 'bad-request', 'Некорректный запрос', error.message, {
      errors: [{ field: 'body', message: 'Тело запроса не удалось разобрать.' }],
    });
    return sendProblem(reply, problem);
  }
  // The err serializer (logging.ts) keeps the error's class, first message line, code and call sites: a query
  // error's parameters (names, phones, CV bytes) and the database's detail stay out. The request id comes with
  // request.log; the route is the pattern, not the URL.
  request.log.error(
    { err: error, method: request.method, route: request.routeOptions.url },
    'request failed',
  );
  return sendProblem(
    reply,
    new HttpProblem(500, 'internal', 'Внутренняя ошибка', 'Попробуйте ещё раз позже.'),
  );
}

/** Every error and unknown address of the service answered as problem+json. */
export const problems = fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, notFound(`Нет ресурса ${request.method} ${request.url.split('?')[0]}.`)),
    );
  },
  { name: 'problems', fastify: '5.x' },
) satisfies FastifyPluginAsync;
