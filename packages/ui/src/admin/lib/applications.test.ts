import { describe, expect, it } from 'vitest';
import { newApplicationsBadge, newApplicationsText } from './applications.ts';

describe('the count of new applications in words', () => {
  it('agrees with the number as Russian does', () => {
    expect([1, 2, 4, 5, 11, 21, 22, 101].map(newApplicationsText)).toEqual([
      '1 новая',
      '2 новых',
      '4 новых',
      '5 новых',
      '11 новых',
      '21 новая',
      '22 новых',
      '101 новая',
    ]);
  });

  it('is no badge for none or not yet known', () => {
    expect(newApplicationsBadge(0)).toBeUndefined();
    expect(newApplicationsBadge(undefined)).toBeUndefined();
    expect(newApplicationsBadge(3)).toEqual({ count: 3, text: '3 новых' });
  });
});
