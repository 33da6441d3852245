// Writes the servers' variables into docs/configuration.md from their zod schemas (the one place each is described);
// with --check, fails when the file is not what the schemas make of it today (`pnpm lint` runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { EnvSchema as contentEnv } from '../apps/content/src/env.ts';
import { EnvSchema as siteEnv } from '../apps/site/app/env.server.ts';

const FILE = new URL('../docs/configuration.md', import.meta.url);
const START = '<!-- generated from the env schemas by `pnpm configuration`: edit those, not this table -->';
const END = '<!-- end of the generated table -->';

type Property = { description?: string; default?: unknown; shownDefault?: string };

interface Row {
  name: string;
  usedBy: string[];
  shownDefault: string;
  meaning: string;
}

const servers = [
  { name: 'site', schema: siteEnv },
  { name: 'content', schema: contentEnv },
] as const;

function shownDefault(property: Property): string {
  const value = property.shownDefault ?? property.default;
  if (value === undefined || value === '') return '—';
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

const rows = new Map<string, Row>();
for (const server of servers) {
  const properties = z.toJSONSchema(server.schema, { io: 'input', unrepresentable: 'any' })
    .properties as Record<string, Property>;
  for (const [name, property] of Object.entries(properties)) {
    if (!property.description)
      throw new Error(`${server.name}: ${name} has no .describe() in its env schema.`);
    const known = rows.get(name);
    if (!known) {
      rows.set(name, {
        name,
        usedBy: [server.name],
        shownDefault: shownDefault(property),
        meaning: property.description,
      });
      continue;
    }
    if (known.meaning !== property.description || known.shownDefault !== shownDefault(property))
      throw new Error(`${name} is described or defaulted differently by ${known.usedBy} and ${server.name}.`);
    known.usedBy.push(server.name);
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const table = [
  '| variable | used by | default | meaning |',
  '|---|---|---|---|',
  ...[...rows.values()].map(
    (row) =>
      `| \`${row.name}\` | ${row.usedBy.join(', ')} | ${cell(row.shownDefault)} | ${cell(row.meaning)} |`,
  ),
].join('\n');

const current = readFileSync(FILE, 'utf8');
const from = current.indexOf(START);
const to = current.indexOf(END);
if (from === -1 || to < from) throw new Error(`docs/configuration.md must hold the lines\n${START}\n${END}`);
const next = `${current.slice(0, from + START.length)}\n\n${table}\n\n${current.slice(to)}`;

if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('docs/configuration.md is stale: run `pnpm configuration` and commit the result.');
    process.exit(1);
  }
  console.log('docs/configuration.md matches the env schemas.');
} else {
  writeFileSync(FILE, next);
  console.log(`docs/configuration.md: ${rows.size} variables.`);
}
