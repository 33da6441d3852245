import { ContentError } from '@kino/api/client';
import { describe, expect, it } from 'vitest';
import { loadStateOf } from './errors.ts';

const failed = (error: unknown) => ({ isPending: false, isError: true, error });

describe('a failed load as the screens show it', () => {
  it('offers no retry for what asking again will not change (403, 404), in the screen’s own words', () => {
    const messages = { 404: 'Такой заявки нет.', 403: 'Нет доступа к заявкам этого города.' };
    expect(loadStateOf(failed(new ContentError(404)), messages)).toEqual({
      status: 'error',
      message: 'Такой заявки нет.',
      final: true,
    });
    expect(loadStateOf(failed(new ContentError(403)), messages)).toEqual({
      status: 'error',
      message: 'Нет доступа к заявкам этого города.',
      final: true,
    });
    expect(loadStateOf(failed(new ContentError(404)))).toMatchObject({
      message: 'Не найдено: возможно, это уже удалили.',
      final: true,
    });
  });

  it('offers a retry for a server or network failure', () => {
    expect(loadStateOf(failed(new ContentError(503)))).toEqual({
      status: 'error',
      message: 'Не удалось загрузить данные.',
    });
    expect(loadStateOf(failed(new TypeError('Failed to fetch')))).toEqual({
      status: 'error',
      message: 'Не удалось загрузить данные.',
    });
  });
});
