import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorFor, type FormErrors } from './problem.ts';
import {
  fromFieldErrors,
  toFieldErrors,
  useWorkspaceForm,
  type WorkspaceFormOptions,
} from './workspace-form.ts';

describe('the API errors in react-hook-form', () => {
  it('go in by dotted path and come back the same, a field and the paths under it in one node', () => {
    const errors: FormErrors = {
      '': 'Проверьте поля.',
      title: 'Укажите название',
      'cast.2': 'Пустое имя',
      'poster.alt': 'Опишите постер',
      poster: 'Нужен постер',
    };
    const nested = toFieldErrors(errors);
    expect(nested.title?.message).toBe('Укажите название');
    expect(nested.root?.server?.message).toBe('Проверьте поля.');
    const back = fromFieldErrors(nested);
    expect(back).toEqual(errors);
    expect(errorFor(back, 'cast')).toBe('Пустое имя');
    expect(errorFor(back, 'poster')).toBe('Нужен постер');
  });
});

const initial = { title: 'Дюна', cast: ['Тимоти Шаламе'] };
type Props = WorkspaceFormOptions;

function renderForm(props: Props = {}) {
  return renderHook((options: Props) => useWorkspaceForm(initial, options), { initialProps: props });
}

describe('useWorkspaceForm', () => {
  it('is dirty while a value differs from the loaded one; typed back, it is not', async () => {
    const { result } = renderForm();
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('title')('Дюна 2'));
    expect(result.current.values.title).toBe('Дюна 2');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set('title')('Дюна'));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('cast')(['Тимоти Шаламе', 'Зендея']));
    expect(result.current.dirty).toBe(true);
  });

  it('after a successful save the submitted values are the unchanged state; after a failed one they are not', async () => {
    const submitted: (typeof initial)[] = [];
    const { result, rerender } = renderForm();
    act(() => result.current.set('title')('Дюна 2'));
    act(() => result.current.submit((values) => submitted.push(values))());
    expect(submitted).toEqual([{ title: 'Дюна 2', cast: ['Тимоти Шаламе'] }]);

    rerender({ saving: true });
    rerender({ saving: false, errors: { '': 'Не удалось сохранить' } });
    expect(result.current.dirty).toBe(true);

    rerender({ saving: true });
    rerender({ saving: false });
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(result.current.values.title).toBe('Дюна 2');
    act(() => result.current.set('title')('Дюна'));
    expect(result.current.dirty).toBe(true);
  });

  it("shows the API's errors by field until the next answer, typing does not clear them", async () => {
    const { result, rerender } = renderForm();
    rerender({ errors: { '': 'Проверьте поля.', 'cast.0': 'Слишком длинное имя' } });
    await waitFor(() => expect(result.current.error('cast')).toBe('Слишком длинное имя'));
    expect(result.current.errors['']).toBe('Проверьте поля.');
    expect(result.current.field('cast').error).toBe('Слишком длинное имя');
    act(() => result.current.set('cast')(['Тимоти']));
    expect(result.current.error('cast')).toBe('Слишком длинное имя');
    rerender({ saving: true });
    await waitFor(() => expect(result.current.errors).toEqual({}));
  });

  it('reads a dotted name as a path into a group, where the API puts its error too', async () => {
    const { result, rerender } = renderHook((options: Props) =>
      useWorkspaceForm({ townName: 'Гомель', address: { street: 'ул. Советская, 1' } }, options),
    );
    expect(result.current.valueAt('address.street')).toBe('ул. Советская, 1');
    act(() => result.current.set('address.street')('ул. Ленина, 2'));
    expect(result.current.values.address).toEqual({ street: 'ул. Ленина, 2' });
    expect(result.current.dirty).toBe(true);
    rerender({ errors: { '': 'Проверьте поля.', 'address.street': 'Укажите улицу' } });
    await waitFor(() => expect(result.current.field('address.street').error).toBe('Укажите улицу'));
  });
});
