// The layering rule: content, storage, seed and runtime code never depend on the HTTP layer (http/ maps their errors).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

describe('layers', () => {
  it('src/content, src/db, src/seed and src/runtime import nothing from src/http', () => {
    const offenders: string[] = [];
    for (const dir of ['content', 'db', 'seed', 'runtime']) {
      for (const file of readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts')) continue;
        const text = readFileSync(path.join(SRC, dir, file), 'utf8');
        if (/from\s+'(#src\/http\/|\.\.\/http\/)|import\(\s*'(#src\/http\/|\.\.\/http\/)/.test(text))
          offenders.push(`${dir}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
