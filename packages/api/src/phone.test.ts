import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['+375 (29) 123-45-67', '+375291234567'],
    ['80291234567', '+375291234567'],
    ['375 44 765 43 21', '+375447654321'],
    ['29 123 45 67', '+375291234567'],
    ['+375 2340 1-23-45', '+375234012345'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '123', '+7 900 123-45-67', '+375 99 123-45-67', '+375 29 123-45-6', 'phone'])(
    'rejects %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it('formats E.164 for display', () => {
    expect(formatPhone('+375291234567')).toBe('+375 (29) 123-45-67');
  });
});
