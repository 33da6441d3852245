// Fails when src/generated/schema.ts is not what openapi-typescript makes of openapi.yaml today.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'kino-api-')), 'schema.ts');
// Exactly the `generate` script (options included), only writing elsewhere.
const { generate } = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const [command = '', ...args] = generate.split(/\s+/);
const output = args.indexOf('-o') + 1;
if (output === 0) throw new Error('The generate script must name its output with -o.');
args[output] = out;
execFileSync(command, args, { stdio: 'ignore' });
if (readFileSync(out, 'utf8') !== readFileSync('src/generated/schema.ts', 'utf8')) {
  console.error(
    'src/generated/schema.ts is stale: run `pnpm --filter @kino/api generate` and commit the result.',
  );
  process.exit(1);
}
console.log('Generated types match openapi.yaml.');
