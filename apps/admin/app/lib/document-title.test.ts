import { describe, expect, it } from 'vitest';
import { itemDocumentTitle, itemName } from './document-title.ts';

describe('an edit page’s document title', () => {
  it('names the item being edited, then its kind and the workspace', () => {
    expect(itemDocumentTitle(itemName({ title: 'Дюна: Часть вторая', slug: 'dune-2' }), 'Фильм')).toBe(
      'Дюна: Часть вторая — Фильм — рабочее место кинотеатра',
    );
    expect(itemDocumentTitle(itemName({ name: 'Зал 1' }), 'Зал')).toBe(
      'Зал 1 — Зал — рабочее место кинотеатра',
    );
    expect(itemDocumentTitle(itemName({ question: 'Можно ли с собакой?' }), 'Вопрос')).toBe(
      'Можно ли с собакой? — Вопрос — рабочее место кинотеатра',
    );
    expect(itemDocumentTitle(itemName({ title: '  ' }), 'Новость')).toBe(
      'Новость — рабочее место кинотеатра',
    );
  });
});
