// One handler per contract operation (operationId → data); server.ts wires them to the contract's paths.
import type { PageKey } from '@kino/api/enums';
import { MESSAGES } from '@kino/api/forms';
import type { OrderReceipt, Town } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildHead } from '#src/content/head.ts';
import { type ApplicationInput, type CvKind, sniffCv, storeApplication } from '#src/content/orders.ts';
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
} from '#src/content/repository.ts';
import type { Db } from '#src/db/client.ts';
import { vacancies } from '#src/db/schema.ts';
import { schemaValidator } from './contract.ts';
import { fieldErrors, HttpProblem, notFound, validationProblem } from './problem.ts';

type Query = Record<string, unknown>;
type Params = Record<string, string>;

export interface HandlerContext extends ReadContext {
  siteOrigin: string;
}

export type ReadHandler = (ctx: HandlerContext, query: Query, params: Params) => Promise<unknown>;

const paging = (query: Query) => ({ page: Number(query.page ?? 1), perPage: Number(query.perPage ?? 12) });

const orNotFound = async <T>(promise: Promise<T | undefined>, what: string): Promise<T> => {
  const value = await promise;
  if (value === undefined) throw notFound(`${what} не найден(а).`);
  return value;
};

const page =
  (key: PageKey): ReadHandler =>
  (ctx) =>
    orNotFound(findPage(ctx, key), `Страница ${key}`);

export const READ_HANDLERS: Record<string, ReadHandler> = {
  listFilms: (ctx, q) =>
    findFilms(ctx, {
      ...(typeof q.date === 'string' ? { date: q.date } : {}),
      ...(typeof q.category === 'string' ? { category: q.category } : {}),
      ...(typeof q.premier === 'boolean' ? { premier: q.premier } : {}),
    }),
  getFilm: (ctx, _q, p) => orNotFound(findFilm(ctx, p.slug!), `Фильм «${p.slug}»`),
  listFilmCategories: (ctx) => filmCategoryCounts(ctx),
  listEvents: (ctx, q) => findEvents(ctx, paging(q), typeof q.category === 'string' ? q.category : undefined),
  listEventCategories: (ctx) => eventCategoryCounts(ctx),
  getInfo: async (ctx) => ({ data: await orNotFound(findInfo(ctx), 'Информация о кинотеатре') }),
  getFaqPage: page('faq'),
  getAboutPage: page('about'),
  getServicesPage: page('services'),
  getContactsPage: page('contacts'),
  getHallPage: page('hall'),
  getVacancyPage: page('vacancypage'),
  getCertificatesPage: page('certificates'),
  listHalls: (ctx) => findHalls(ctx),
  getHall: (ctx, _q, p) => orNotFound(findHall(ctx, p.id!), `Зал «${p.id}»`),
  listNews: (ctx, q) => findNewsPage(ctx, paging(q)),
  getNews: (ctx, _q, p) => orNotFound(findNewsArticle(ctx, p.id!), `Новость «${p.id}»`),
  listDocuments: (ctx, q) => findDocuments(ctx, paging(q)),
  getDocument: (ctx, _q, p) => orNotFound(findDocument(ctx, p.id!), `Документ «${p.id}»`),
  listVacancies: (ctx, q) => findVacancies(ctx, paging(q)),
  getVacancy: (ctx, _q, p) => orNotFound(findVacancy(ctx, p.id!), `Вакансия «${p.id}»`),
  getHead: async (ctx, q) => ({
    success: true,
    head: await buildHead(ctx, String(q.url), { siteOrigin: ctx.siteOrigin }),
  }),
};

export interface OrderContext {
  db: Db;
  town: Town;
}

const idempotencyKey = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
};

function requireJsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationProblem([{ field: 'body', message: 'Тело запроса должно быть JSON-объектом.' }]);
  rejectControlCharacters(body as Record<string, unknown>);
  return body as Record<string, unknown>;
}

/** PostgreSQL text cannot hold NUL, and no form field needs control characters other than tab and line breaks. */
function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function rejectControlCharacters(body: Record<string, unknown>) {
  const errors = Object.entries(body)
    .filter(([, value]) => typeof value === 'string' && hasControlCharacters(value))
    .map(([key]) => ({ field: `body.${key}`, message: 'Поле содержит недопустимые символы.' }));
  if (errors.length > 0) throw validationProblem(errors);
}

async function reply201(reply: FastifyReply, result: { receipt: OrderReceipt }) {
  return reply.code(201).type('application/json; charset=utf-8').send(result.receipt);
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export async function createCallbackRequest(ctx: OrderContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.isMultipart())
    throw new HttpProblem(
      415,
      'unsupported-media-type',
      'Неподдерживаемый тип данных',
      'Отправьте заявку как application/json.',
    );
  const body = requireJsonObject(request.body);
  const fields: Record<string, unknown> = { preferredTime: body.preferredTime };
  if (body.topic !== undefined) fields.topic = body.topic;
  if (optionalString(body.comment)) fields.comment = body.comment;
  const result = await storeApplication(ctx.db, {
    town: ctx.town,
    kind: 'callback',
    idempotencyKey: idempotencyKey(request),
    vacancySlug: null,
    name: String(body.name).trim(),
    phone: String(body.phone),
    email: null,
    fields,
    cv: null,
  });
  return reply201(reply, result);
}

interface MultipartForm {
  fields: Record<string, string>;
  cv: { bytes: Buffer; filename: string | null } | null;
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

async function collectParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  setCv: (cv: MultipartForm['cv']) => void,
) {
  let cv: MultipartForm['cv'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'cv')
        throw validationProblem([{ field: `body.${part.fieldname}`, message: 'Неизвестное поле.' }]);
      // A form sent without choosing a file carries an empty part with no name.
      if (bytes.length > 0) cv = { bytes, filename: part.filename || null };
    } else if (part.fieldname === 'cv') {
      const value = String(part.value);
      if (value !== '') cv = { bytes: Buffer.from(value), filename: null };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  setCv(cv);
}

async function assertVacancyExists(ctx: OrderContext, slug: string) {
  const [row] = await ctx.db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.town, ctx.town), eq(vacancies.slug, slug)));
  if (!row) throw validationProblem([{ field: 'body.vacancy', message: 'Такой вакансии нет.' }]);
}

export async function createVacancyApplication(
  ctx: OrderContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let body: Record<string, unknown>;
  let cv: ApplicationInput['cv'] = null;
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    const validate = schemaValidator('VacancyApplicationForm');
    if (!validate(form.fields)) throw validationProblem(fieldErrors('body', validate.errors ?? []));
    rejectControlCharacters(form.fields);
    body = form.fields;
    if (form.cv) {
      const mime: CvKind | null = sniffCv(form.cv.bytes);
      if (!mime)
        throw new HttpProblem(415, 'unsupported-media-type', 'Неподдерживаемый файл', MESSAGES.cvType, {
          errors: [{ field: 'body.cv', message: MESSAGES.cvType }],
        });
      cv = { bytes: form.cv.bytes, mime, filename: form.cv.filename };
    }
  } else {
    body = requireJsonObject(request.body);
  }
  const vacancy = String(body.vacancy);
  await assertVacancyExists(ctx, vacancy);
  const fields: Record<string, unknown> = {};
  if (optionalString(body.message)) fields.message = body.message;
  const result = await storeApplication(ctx.db, {
    town: ctx.town,
    kind: 'vacancy',
    idempotencyKey: idempotencyKey(request),
    vacancySlug: vacancy,
    name: String(body.name).trim(),
    phone: String(body.phone),
    email: optionalString(body.email),
    fields,
    cv,
  });
  return reply201(reply, result);
}
