// Fails when src/generated/schema.ts is not what openapi-typescript makes of openapi.yaml today.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'kino-api-')), 'schema.ts');
execFileSync('openapi-typescript', ['openapi.yaml', '-o', out], { stdio: 'ignore' });
if (readFileSync(out, 'utf8') !== readFileSync('src/generated/schema.ts', 'utf8')) {
  console.error(
    'src/generated/schema.ts is stale: run `pnpm --filter @kino/api generate` and commit the result.',
  );
  process.exit(1);
}
console.log('Generated types match openapi.yaml.');
