import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneNational, normalizePhone } from './phone.ts';

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

  it.each([
    ['+375291234567', '+375 (29) 123-45-67'],
    ['+375447021515', '+375 (44) 702-15-15'],
    ['+375172001122', '+375 (17) 200-11-22'],
    ['+375232501010', '+375 (232) 50-10-10'],
    ['+375236123456', '+375 (236) 12-34-56'],
    ['+375152123456', '+375 (152) 12-34-56'],
    ['+375234021515', '+375 (2340) 2-15-15'],
    ['+375234221515', '+375 (2342) 2-15-15'],
    ['+375177512345', '+375 (1775) 1-23-45'],
    ['+74951234567', '+74951234567'],
  ])('formats %s for display as %s', (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });
});

describe('formatPhoneNational', () => {
  it.each([
    ['+375291234567', '8 (029) 123-45-67'],
    ['+375232501010', '8 (0232) 50-10-10'],
    ['+375234021515', '8 (02340) 2-15-15'],
    ['not a phone', 'not a phone'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhoneNational(input)).toBe(expected);
  });
});
