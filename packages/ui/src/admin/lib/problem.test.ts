import { describe, expect, it } from 'vitest';
import { errorFor, fieldPath, problemErrors } from './problem.ts';

describe('problem+json → form errors', () => {
  it('names body fields as the form does, whatever the pointer style', () => {
    expect(fieldPath('body.title')).toBe('title');
    expect(fieldPath('body/cast/2')).toBe('cast.2');
    expect(fieldPath('body.poster.alt')).toBe('poster.alt');
    expect(fieldPath('body.genres[0]')).toBe('genres.0');
    expect(fieldPath('query.page')).toBeNull();
  });

  it('puts field messages by field and the summary, with unplaced ones, under the form key', () => {
    const errors = problemErrors({
      type: 'about:blank',
      title: 'Некорректный запрос',
      status: 400,
      detail: 'Проверьте поля.',
      errors: [
        { field: 'body.title', message: 'Укажите название' },
        { field: 'body.cast.1', message: 'Пустое имя' },
        { field: 'header.origin', message: 'Чужой сайт' },
      ],
    });
    expect(errors.title).toBe('Укажите название');
    expect(errorFor(errors, 'cast')).toBe('Пустое имя');
    expect(errors['']).toBe('Проверьте поля. Чужой сайт');
  });

  it('falls back to a message when the answer had no problem body', () => {
    expect(problemErrors(undefined)['']).toBe('Не удалось сохранить');
  });
});
