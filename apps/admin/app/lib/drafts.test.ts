// Unsaved edits kept across a sign-in: by the form's address, for the staff member who made them.
import { describe, expect, it } from 'vitest';
import { dropDraft, findDraft, keepDraft } from './drafts.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('drafts', () => {
  it('gives the kept values back to the same form and the same staff member only', () => {
    const storage = new MemoryStorage();
    const values = { question: 'Можно ли с собакой?', answer: 'Нет', published: false };
    keepDraft(storage, '/main/faq/new', 3, values);
    expect(findDraft(storage, '/main/faq/new', 3)).toEqual(values);
    expect(findDraft(storage, '/main/faq/7', 3)).toBeUndefined();
    expect(findDraft(storage, '/main/faq/new', 4)).toBeUndefined();
    dropDraft(storage, '/main/faq/new');
    expect(findDraft(storage, '/main/faq/new', 3)).toBeUndefined();
  });

  it('keeps nothing, and fails nothing, when the storage refuses or holds garbage', () => {
    const full = {
      getItem: () => '{not json',
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => keepDraft(full, '/main/faq/new', 3, { a: 1 })).not.toThrow();
    expect(findDraft(full, '/main/faq/new', 3)).toBeUndefined();
  });
});
