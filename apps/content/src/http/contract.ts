// The contract (packages/api/openapi.yaml) loaded once: its operations, and ajv validators built from its own schemas.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fp from 'fastify-plugin';
import { parse } from 'yaml';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** $id the whole OpenAPI document is registered under, so `#/components/...` refs resolve inside it. */
export const SPEC_ID = 'https://kino.example/openapi.json';

export const SPEC_PATH = createRequire(import.meta.url).resolve('@kino/api/openapi.yaml');

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: unknown;
}
interface OperationObject {
  operationId: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
}

export const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDoc;

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The contract's path, e.g. /kino/v1/films/{slug} */
  path: string;
  /** JSON pointer of the operation inside the document. */
  pointer: string;
  operation: OperationObject;
}

const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');
const ref = (pointer: string) => ({ $ref: `${SPEC_ID}#${pointer}` });

const HTTP_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  // A path item also holds `servers` and `parameters`, which are not operations.
  Object.entries(item)
    .filter(([method]) => HTTP_METHODS.has(method))
    .map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase() as Operation['method'],
      path,
      pointer: `/paths/${escapePointer(path)}/${method}`,
      operation,
    })),
);

/** The staff workspace's operations: served once at the service's root, behind the staff session. */
export const isAdminOperation = (op: Operation) => op.path.startsWith('/admin/');
export const publicOperations = operations.filter((op) => !isAdminOperation(op));
export const adminOperations = operations.filter(isAdminOperation);

/** A parameter of the contract's `components/parameters`, by its $ref. */
export function resolveParameter(parameter: { $ref: string }): ParameterObject {
  const name = parameter.$ref.split('/').pop()!;
  return spec.components.parameters![name] as ParameterObject;
}

/** A schema of the contract with its `$ref` (to `#/components/…`) followed. */
function resolveSchema(schema: unknown): Record<string, unknown> {
  let current = schema as Record<string, unknown>;
  while (typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec) as Record<
      string,
      unknown
    >;
  }
  return current;
}

/** The longest value a path parameter's schema admits: its maxLength, the longest enum value, a bounded integer. */
function longestValue(parameter: ParameterObject): number {
  const schema = resolveSchema(parameter.schema);
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((value) => String(value).length));
  if (schema.type === 'integer' && typeof schema.maximum === 'number') return String(schema.maximum).length;
  throw new Error(`The contract's path parameter ${parameter.name} has no maxLength`);
}

/**
 * The longest path parameter any operation of the contract admits: fastify's router answers 414 to a longer one
 * before any route sees it (its default, 100, refused slugs the contract allows). A value within this length that
 * the contract refuses is the contract's 400; both are client mistakes the site turns into its 404.
 */
export const MAX_PATH_PARAMETER_LENGTH = Math.max(
  ...operations.flatMap((op) =>
    (op.operation.parameters ?? [])
      .map((p) => ('$ref' in p ? resolveParameter(p) : p))
      .filter((p) => p.in === 'path')
      .map(longestValue),
  ),
);

function parameterAt(parameter: ParameterObject | { $ref: string }, pointer: string) {
  if ('$ref' in parameter)
    return { parameter: resolveParameter(parameter), pointer: parameter.$ref.slice(1) };
  return { parameter, pointer };
}

function objectSchema(parts: Array<{ parameter: ParameterObject; pointer: string }>, lowerCase = false) {
  if (parts.length === 0) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const { parameter, pointer } of parts) {
    const name = lowerCase ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = ref(`${pointer}/schema`);
    if (parameter.required) required.push(name);
  }
  // Unknown query parameters (utm_*, cache busters) are ignored, not errors.
  return { type: 'object', properties, required };
}

/** fastify route schemas for an operation, each part a $ref into the contract. */
export function routeSchema(op: Operation) {
  const params = (op.operation.parameters ?? []).map((p, i) =>
    parameterAt(p, `${op.pointer}/parameters/${i}`),
  );
  const body = op.operation.requestBody?.content['application/json']
    ? {
        content: {
          'application/json': {
            schema: ref(`${op.pointer}/requestBody/content/application~1json/schema`),
          },
        },
      }
    : undefined;
  const parts = {
    querystring: objectSchema(params.filter((p) => p.parameter.in === 'query')),
    params: objectSchema(params.filter((p) => p.parameter.in === 'path')),
    headers: objectSchema(
      params.filter((p) => p.parameter.in === 'header'),
      true,
    ),
    body,
  };
  // fastify warns about parts that are present but undefined.
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
}

function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    // 'array' also makes one `?id=…` the one-item array a repeated parameter would be.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: SPEC_ID });
  return ajv;
}

/** Request bodies are validated as they are; query, path and header values are strings and get coerced. */
export const bodyAjv = createAjv(false);
export const paramAjv = createAjv(true);

/** A validator for a component schema, e.g. `schemaValidator('VacancyApplicationForm')`. */
export function schemaValidator(name: string): ValidateFunction {
  return (
    bodyAjv.getSchema(`${SPEC_ID}#/components/schemas/${name}`) ??
    bodyAjv.compile(ref(`/components/schemas/${name}`))
  );
}

/** Route schemas compiled by the contract's ajv; bodies only as the contract has them (JSON, or multipart parts). */
export const contractValidation = fp(
  async (app) => {
    // Contract schemas carry $refs into openapi.yaml; ajv resolves them against the whole document.
    app.setValidatorCompiler(({ schema, httpPart }) =>
      (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema as object),
    );
    app.removeContentTypeParser('text/plain');
  },
  { name: 'contract-validation', fastify: '5.x' },
);

export type { ErrorObject };
