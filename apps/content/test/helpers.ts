// Test harness: the real service on an ephemeral port, on a throw-away PGlite or a fresh PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cinemaDayOf } from '@kino/api/cinema-time';
import { TOWNS } from '@kino/api/towns';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { parse } from 'yaml';
import { type DatabaseOption, openDatabase } from '#src/db/client.ts';
import { refreshSchedule } from '#src/publishing/schedule.ts';
import { seedMissing } from '#src/seed/seed.ts';
import { createServer, type ServerOptions } from '#src/server.ts';

export const SITE = 'http://site.test:3000';
export const PUBLIC = 'http://content.test:4000';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A database nobody else uses; `drop` removes it. */
  create(): Promise<{ option: DatabaseOption; drop(): Promise<void> }>;
}

let template: Promise<Blob> | undefined;

/** Starting PGlite from scratch (initdb) is slow; every test database starts from one migrated, seeded snapshot. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ memory: true });
    const today = cinemaDayOf(new Date());
    await seedMissing(database.db, today);
    for (const town of TOWNS) await refreshSchedule(database.db, town, today);
    const snapshot = await database.snapshot!();
    await database.close();
    return snapshot;
  })();
  return template;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async create() {
    return { option: { memory: true, snapshot: await pgliteTemplate() }, drop: async () => undefined };
  },
};

/** One fresh database per call on the TEST_DATABASE_URL server, so test files never share tables. */
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const name = `kino_t_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      return {
        option: { url: dbUrl.toString() },
        async drop() {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            // FORCE ends the database's sessions, but a role without pg_signal_backend may not end an autovacuum
            // worker that happens to be in it (42501); such a worker is done in moments.
            for (let attempt = 1; ; attempt++) {
              try {
                await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
                break;
              } catch (error) {
                if ((error as { code?: string }).code !== '42501' || attempt === 10) throw error;
                await new Promise((resolve) => setTimeout(resolve, 300));
              }
            }
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

export const DATABASES: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

export interface Running {
  app: FastifyInstance;
  /** http://127.0.0.1:PORT */
  origin: string;
  url(town: string, path: string): string;
  close(): Promise<void>;
}

export async function start(
  database: TestDatabase,
  options: Partial<ServerOptions> = {},
  existing?: DatabaseOption,
): Promise<Running & { option: DatabaseOption; drop(): Promise<void> }> {
  const created = existing ? { option: existing, drop: async () => undefined } : await database.create();
  const app = await createServer({
    database: created.option,
    siteUrl: SITE,
    publicUrl: PUBLIC,
    logger: false,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    origin,
    option: created.option,
    drop: created.drop,
    url: (town, path) => `${origin}/${town}/${path.replace(/^\//, '')}`,
    close: () => app.close(),
  };
}

// The contract's response schemas, compiled independently of the service's own validators.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const SPEC_PATH = createRequire(import.meta.url).resolve('@kino/api/openapi.yaml');
export const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: 'contract.json' });

const escapePointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

/** Validates a live body against the response schema the contract gives for (path, method, status). */
export function conforms(path: string, method: string, status: number, body: unknown): string[] {
  const responses = spec.paths[path]?.[method]?.responses;
  if (!responses) return [`no operation ${method} ${path}`];
  const response = responses[String(status)] as
    | { $ref?: string; content?: Record<string, unknown> }
    | undefined;
  if (!response) return [`status ${status} is not in the contract for ${method} ${path}`];
  let pointer: string;
  let contentType: string;
  if (response.$ref) {
    const name = response.$ref.split('/').pop()!;
    const content = spec.components.responses[name]?.content ?? {};
    contentType = Object.keys(content)[0]!;
    if (!contentType) return [];
    pointer = `/components/responses/${name}/content/${escapePointer(contentType)}/schema`;
  } else {
    contentType = Object.keys(response.content ?? {})[0]!;
    pointer = `/paths/${escapePointer(path)}/${method}/responses/${status}/content/${escapePointer(contentType)}/schema`;
  }
  const validate =
    ajv.getSchema(`contract.json#${pointer}`) ?? ajv.compile({ $ref: `contract.json#${pointer}` });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { response, status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    response,
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** A minimal stored zip (no compression) with the given entries; enough for DOCX/ODT detection. */
export function zip(entries: Array<[string, string]>): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ]),
  odt: zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<?xml version="1.0"?><office:document-content/>'],
  ]),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  zip: zip([['readme.txt', 'hello']]),
  exeRenamedPdf: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
};
