import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('agrees a noun with its count', () => {
    const films = (n: number) => `${n} ${plural(n, 'фильм', 'фильма', 'фильмов')}`;
    expect([1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(films)).toEqual([
      '1 фильм',
      '2 фильма',
      '5 фильмов',
      '11 фильмов',
      '12 фильмов',
      '14 фильмов',
      '21 фильм',
      '22 фильма',
      '25 фильмов',
      '101 фильм',
      '111 фильмов',
    ]);
  });
});
