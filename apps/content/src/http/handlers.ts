// One handler per contract operation, typed by the contract's generated types; routes.ts wires them to its paths.

import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { PageKey, PagePath } from '@kino/api/enums';
import { LIMITS, MESSAGES, NAME_PATTERN, normalizeName, TEXT_PATTERN } from '@kino/api/forms';
import type { components, paths, VacancyApplication } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { vacancies } from '#src/db/schema.ts';
import { contentUpdatedAt } from '#src/publishing/content-updated.ts';
import { buildHead } from '#src/publishing/head.ts';
import { type ApplicationInput, CV_MAX_BYTES, checkCv, storeApplication } from '#src/publishing/orders.ts';
import {
  eventCategoryCounts,
  filmCategoryCounts,
  findDocument,
  findDocuments,
  findEvents,
  findFilm,
  findFilms,
  findHall,
  findHalls,
  findInfo,
  findNewsArticle,
  findNewsPage,
  findPage,
  findVacancies,
  findVacancy,
  type ReadContext,
} from '#src/publishing/repository.ts';
import { search } from '#src/publishing/search.ts';
import { schemaValidator } from './contract.ts';
import type { Handler, HandlerContext, Handlers, SuccessOf } from './operations.ts';
import { fieldErrors, HttpProblem, notFound, validationProblem } from './problem.ts';

const paging = (query: { page?: number; perPage?: number }) => ({
  page: query.page ?? 1,
  perPage: query.perPage ?? 12,
});

const orNotFound = async <T>(promise: Promise<T | undefined>, what: string): Promise<T> => {
  const value = await promise;
  if (value === undefined) throw notFound(`${what} не найден(а).`);
  return value;
};

/** The body of the contract's call of a fixed page. */
type PageBody<Key extends PageKey> = SuccessOf<paths[PagePath<Key>]['get']>;

/** A fixed page; its JSON is stored as seeded, in the contract's shape (the contract tests check every answer). */
const page =
  <Key extends PageKey>(key: Key) =>
  (_input: unknown, ctx: ReadContext): Promise<PageBody<Key>> =>
    orNotFound(findPage(ctx, key) as Promise<PageBody<Key> | undefined>, `Страница ${key}`);

/** PostgreSQL text cannot hold NUL, and no form field needs control characters other than tab and line breaks. */
function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function rejectControlCharacters(body: object) {
  const errors = Object.entries(body)
    .filter(([, value]) => typeof value === 'string' && hasControlCharacters(value))
    .map(([key]) => ({ field: `body.${key}`, message: 'Поле содержит недопустимые символы.' }));
  if (errors.length > 0) throw validationProblem(errors);
}

/**
 * The visitor's name as stored (NFC, trimmed, single spaces), checked again after normalising: the contract's pattern
 * is checked on what was sent, and a name of spaces around one letter is not two letters long.
 */
function personName(raw: string): string {
  const name = normalizeName(raw);
  if (name.length < LIMITS.nameMin || name.length > LIMITS.nameMax)
    throw validationProblem([{ field: 'body.name', message: MESSAGES.nameLength }]);
  if (!NAME_PATTERN.test(name))
    throw validationProblem([{ field: 'body.name', message: MESSAGES.nameCharacters }]);
  return name;
}

/** Free text as stored: NFC; the contract's TEXT_PATTERN (no controls, no bidi overrides) holds for it. */
function freeText(field: 'message' | 'comment', raw: string | undefined): string | null {
  const text = raw?.normalize('NFC').trim();
  if (!text) return null;
  if (!TEXT_PATTERN.test(text))
    throw validationProblem([{ field: `body.${field}`, message: MESSAGES.textCharacters }]);
  return text;
}

type VacancyApplicationForm = components['schemas']['VacancyApplicationForm'];

/** A request without a JSON body (no or another content type) on a route whose contract wants one. */
const noJsonBody = () =>
  validationProblem([{ field: 'body', message: 'Тело запроса должно быть JSON-объектом.' }]);

const optionalString = (value: string | undefined) => (value !== undefined && value !== '' ? value : null);

const createCallbackRequest: Handler<'createCallbackRequest'> = async ({ body, headers }, ctx) => {
  // The contract takes this form as JSON only; multipart is parsed for the vacancy form, so it arrives without a body.
  if (ctx.request.isMultipart())
    throw new HttpProblem(
      415,
      'unsupported-media-type',
      'Неподдерживаемый тип данных',
      'Отправьте заявку как application/json.',
    );
  if (body === undefined) throw noJsonBody();
  rejectControlCharacters(body);
  const name = personName(body.name);
  const fields: Record<string, unknown> = { preferredTime: body.preferredTime };
  if (body.topic !== undefined) fields.topic = body.topic;
  const comment = freeText('comment', body.comment);
  if (comment) fields.comment = comment;
  const { receipt } = await store(ctx, {
    town: ctx.town,
    kind: 'callback',
    idempotencyKey: headers['idempotency-key'],
    vacancySlug: null,
    name,
    phone: body.phone,
    email: null,
    fields,
    cv: null,
  });
  return receipt;
};

/** Stores an application by the service's clock, queues its e-mail with it, and has the outbox looked at. */
async function store(ctx: HandlerContext, input: ApplicationInput) {
  const stored = await storeApplication(ctx.db, input, {
    now: ctx.orders.now(),
    notify: ctx.orders.notifies(ctx.town),
    files: ctx.orders.files,
  });
  if (!stored.replay) ctx.orders.stored();
  return stored;
}

interface MultipartForm {
  fields: Record<string, string>;
  cv: { bytes: Buffer; sha256: string; filename: string | null } | null;
}

async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let cv: MultipartForm['cv'] = null;
  try {
    await collectParts(request, fields, (file) => {
      cv = file;
    });
  } catch (error) {
    if (error instanceof HttpProblem || (error as { statusCode?: number }).statusCode === 413) throw error;
    // Truncated or malformed multipart framing: the client's fault.
    throw validationProblem([
      { field: 'body', message: 'Тело multipart/form-data повреждено или оборвано.' },
    ]);
  }
  return { fields, cv };
}

/** The CV is too large: said at once, while the rest of the body is still coming. */
const cvTooLarge = () =>
  new HttpProblem(413, 'too-large', 'Слишком большой файл', MESSAGES.cvSize, {
    errors: [{ field: 'body.cv', message: MESSAGES.cvSize }],
  });

/**
 * The file's bytes, counted as they come. busboy stops delivering a file at the multipart limit (one byte more than
 * a CV may have) but reads on to the part's end before the stream finishes: a 50 MB upload would be read to its last
 * byte before the 413. Counting here answers at the first byte over the limit. The SHA-256 is taken chunk by chunk
 * too: hashing 5 MiB at once held the service's only thread for 15–40 ms on a loaded machine (decision 045).
 */
async function readCv(part: MultipartFile): Promise<{ bytes: Buffer; sha256: string }> {
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > CV_MAX_BYTES) throw cvTooLarge();
    hash.update(chunk);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw cvTooLarge();
  return { bytes: Buffer.concat(chunks, size), sha256: hash.digest('hex') };
}

async function collectParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  setCv: (cv: MultipartForm['cv']) => void,
) {
  let cv: MultipartForm['cv'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const { bytes, sha256 } = await readCv(part);
      if (part.fieldname !== 'cv')
        throw validationProblem([{ field: `body.${part.fieldname}`, message: 'Неизвестное поле.' }]);
      // A form sent without choosing a file carries an empty part with no name.
      if (bytes.length > 0) cv = { bytes, sha256, filename: part.filename || null };
    } else if (part.fieldname === 'cv') {
      const value = String(part.value);
      if (value !== '') {
        const bytes = Buffer.from(value);
        cv = { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), filename: null };
      }
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  setCv(cv);
}

/** The multipart form's fields, checked against the contract's VacancyApplicationForm, and its CV checked by content. */
async function readVacancyForm(
  request: FastifyRequest,
): Promise<{ body: Omit<VacancyApplication, 'consent'>; cv: ApplicationInput['cv'] }> {
  const form = await readMultipart(request);
  const validate = schemaValidator('VacancyApplicationForm');
  if (!validate(form.fields)) throw validationProblem(fieldErrors('body', validate.errors ?? []));
  rejectControlCharacters(form.fields);
  const body = form.fields as VacancyApplicationForm;
  if (!form.cv) return { body, cv: null };
  // By content (file-type) and by name: a 415 when they disagree, a 400 for a name with control characters.
  const { mime, filename } = await checkCv(form.cv.bytes, form.cv.filename);
  return { body, cv: { bytes: form.cv.bytes, sha256: form.cv.sha256, mime, filename } };
}

async function assertVacancyExists(ctx: HandlerContext, slug: string) {
  const [row] = await ctx.db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.town, ctx.town), eq(vacancies.slug, slug)));
  if (!row)
    throw validationProblem([
      { field: 'body.vacancy', message: 'Этой вакансии больше нет на сайте: отклик на неё не принимается.' },
    ]);
}

const createVacancyApplication: Handler<'createVacancyApplication'> = async (input, ctx) => {
  let body: Omit<VacancyApplication, 'consent'>;
  let cv: ApplicationInput['cv'] = null;
  if (ctx.request.isMultipart()) {
    ({ body, cv } = await readVacancyForm(ctx.request));
  } else if (input.body !== undefined) {
    body = input.body;
    rejectControlCharacters(body);
  } else {
    throw noJsonBody();
  }
  const name = personName(body.name);
  await assertVacancyExists(ctx, body.vacancy);
  const fields: Record<string, unknown> = {};
  const message = freeText('message', body.message);
  if (message) fields.message = message;
  const { receipt } = await store(ctx, {
    town: ctx.town,
    kind: 'vacancy',
    idempotencyKey: input.headers['idempotency-key'],
    vacancySlug: body.vacancy,
    name,
    phone: body.phone,
    email: optionalString(body.email),
    fields,
    cv,
  });
  return receipt;
};

export const handlers: Handlers = {
  listFilms: ({ query }, ctx) => findFilms(ctx, query),
  getFilm: ({ path }, ctx) => orNotFound(findFilm(ctx, path.slug), `Фильм «${path.slug}»`),
  listFilmCategories: (_input, ctx) => filmCategoryCounts(ctx),
  listEvents: ({ query }, ctx) => findEvents(ctx, paging(query), query.category),
  listEventCategories: (_input, ctx) => eventCategoryCounts(ctx),
  getInfo: async (_input, ctx) => {
    const [info, updatedAt] = await Promise.all([
      orNotFound(findInfo(ctx), 'Информация о кинотеатре'),
      contentUpdatedAt(ctx),
    ]);
    return { data: updatedAt ? { ...info, updatedAt } : info };
  },
  getFaqPage: page('faq'),
  getAboutPage: page('about'),
  getServicesPage: page('services'),
  getContactsPage: page('contacts'),
  getHallPage: page('hall'),
  getVacancyPage: page('vacancypage'),
  getCertificatesPage: page('certificates'),
  listHalls: (_input, ctx) => findHalls(ctx),
  getHall: ({ path }, ctx) => orNotFound(findHall(ctx, path.id), `Зал «${path.id}»`),
  listNews: ({ query }, ctx) => findNewsPage(ctx, paging(query)),
  getNews: ({ path }, ctx) => orNotFound(findNewsArticle(ctx, path.id), `Новость «${path.id}»`),
  listDocuments: ({ query }, ctx) => findDocuments(ctx, paging(query)),
  getDocument: ({ path }, ctx) => orNotFound(findDocument(ctx, path.id), `Документ «${path.id}»`),
  listVacancies: ({ query }, ctx) => findVacancies(ctx, paging(query)),
  getVacancy: ({ path }, ctx) => orNotFound(findVacancy(ctx, path.id), `Вакансия «${path.id}»`),
  getHead: async ({ query }, ctx) => ({
    success: true,
    head: await buildHead(ctx, query.url, { siteOrigin: ctx.siteOrigin, now: ctx.now() }),
  }),
  search: ({ query }, ctx) => search(ctx, query.q),
  createCallbackRequest,
  createVacancyApplication,
};
