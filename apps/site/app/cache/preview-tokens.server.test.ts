import { describe, expect, it } from 'vitest';
import { createPreviewTokens } from './preview-tokens.server.ts';

describe('preview tokens', () => {
  it('asks once per token, remembers an unknown one for a while, never a draft', async () => {
    const asked: string[] = [];
    const drafts = new Set(['main draft-token']);
    const tokens = createPreviewTokens(
      async (town, token) => {
        asked.push(`${town} ${token}`);
        return drafts.has(`${town} ${token}`);
      },
      { unknownForMs: 60_000 },
    );
    expect(await Promise.all([tokens.isDraft('main', 'junk'), tokens.isDraft('main', 'junk')])).toEqual([
      false,
      false,
    ]);
    expect(await tokens.isDraft('main', 'junk')).toBe(false);
    expect(asked).toEqual(['main junk']);
    expect(await tokens.isDraft('main', 'draft-token')).toBe(true);
    expect(await tokens.isDraft('main', 'draft-token')).toBe(true);
    // A draft is asked about every time: it may expire, and its page is never cached anyway.
    expect(asked.filter((key) => key === 'main draft-token')).toHaveLength(2);
    // Another town's token is another question.
    expect(await tokens.isDraft('rechitsa', 'draft-token')).toBe(false);
    expect(asked).toHaveLength(4);
  });

  it('answers the public page when the content service does not answer, and asks again next time', async () => {
    let calls = 0;
    const tokens = createPreviewTokens(async () => {
      calls += 1;
      throw new Error('down');
    });
    expect(await tokens.isDraft('main', 'x')).toBe(false);
    expect(await tokens.isDraft('main', 'x')).toBe(false);
    expect(calls).toBe(2);
  });
});
