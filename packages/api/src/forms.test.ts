// The client-side form checks must mirror the contract: limits are read back from openapi.yaml.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CALLBACK_TOPICS,
  CV_TYPES,
  LIMITS,
  MESSAGES,
  NAME_PATTERN,
  normalizeName,
  PREFERRED_TIMES,
  TEXT_PATTERN,
  validateCallbackForm,
  validateVacancyForm,
} from './forms.ts';
import { PHONE_PATTERN } from './phone.ts';

const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
const schemas = contract.components.schemas;

describe('limits match the contract', () => {
  it('name, email, message, comment', () => {
    expect(schemas.PersonName.minLength).toBe(LIMITS.nameMin);
    expect(schemas.PersonName.maxLength).toBe(LIMITS.nameMax);
    expect(schemas.VacancyApplication.properties.email.maxLength).toBe(LIMITS.emailMax);
    expect(schemas.VacancyApplication.properties.message.maxLength).toBe(LIMITS.messageMax);
    expect(schemas.CallbackRequest.properties.comment.maxLength).toBe(LIMITS.commentMax);
  });
  it('name and free-text patterns are the contract’s', () => {
    expect(new RegExp(schemas.PersonName.pattern, 'u').source).toBe(NAME_PATTERN.source);
    expect(new RegExp(schemas.VisitorText.pattern, 'u').source).toBe(TEXT_PATTERN.source);
    expect(schemas.VacancyApplication.properties.message.$ref).toBe('#/components/schemas/VisitorText');
    expect(schemas.CallbackRequest.properties.comment.$ref).toBe('#/components/schemas/VisitorText');
  });
  it('phone pattern, enums and CV size', () => {
    expect(new RegExp(schemas.PhoneInput.pattern).source).toBe(PHONE_PATTERN.source);
    expect(PREFERRED_TIMES.map((t) => t.value)).toEqual(
      schemas.CallbackRequest.properties.preferredTime.enum,
    );
    expect(CALLBACK_TOPICS.map((t) => t.value)).toEqual(schemas.CallbackRequest.properties.topic.enum);
    expect(schemas.VacancyApplicationForm.properties.cv.description).toContain('5 MiB');
    expect(LIMITS.cvMaxBytes).toBe(5 * 1024 * 1024);
    expect(Object.values(CV_TYPES).join(', ')).toBe('PDF, DOC, DOCX, ODT');
  });
});

describe('validateCallbackForm', () => {
  const ok = { name: 'Игорь', phone: '+375 29 123-45-67', preferredTime: 'evening', consent: true };
  it('passes valid values', () => {
    expect(validateCallbackForm(ok)).toEqual({});
  });
  it('names every bad field with a Russian message', () => {
    expect(
      validateCallbackForm({
        name: ' ',
        phone: '123',
        preferredTime: '',
        consent: false,
        comment: 'x'.repeat(501),
      }),
    ).toEqual({
      name: MESSAGES.nameRequired,
      phone: MESSAGES.phoneInvalid,
      preferredTime: MESSAGES.preferredTimeRequired,
      comment: MESSAGES.commentLength,
      consent: MESSAGES.consentRequired,
    });
  });
});

describe('validateVacancyForm', () => {
  const ok = { vacancy: 'kassir', name: 'Анна', phone: '80291234567', consent: true };
  it('passes valid values, with or without a CV', () => {
    expect(validateVacancyForm(ok)).toEqual({});
    expect(
      validateVacancyForm({ ...ok, cv: { name: 'cv.pdf', size: 1000, type: 'application/pdf' } }),
    ).toEqual({});
  });
  it('rejects a bad email, a long message, a wrong or large CV', () => {
    expect(validateVacancyForm({ ...ok, email: 'anna@' }).email).toBe(MESSAGES.emailInvalid);
    expect(validateVacancyForm({ ...ok, email: 'anna@example' }).email).toBe(MESSAGES.emailInvalid);
    // What the service's contract refuses is refused here too, with what to do about it.
    expect(validateVacancyForm({ ...ok, email: 'анна@пример.бел' }).email).toBe(MESSAGES.emailLatin);
    expect(validateVacancyForm({ ...ok, email: 'anna.k+kino@example.by' }).email).toBeUndefined();
    expect(validateVacancyForm({ ...ok, message: 'x'.repeat(2001) }).message).toBe(MESSAGES.messageLength);
    expect(
      validateVacancyForm({ ...ok, cv: { name: 'cv.exe', size: 10, type: 'application/x-msdownload' } }).cv,
    ).toBe(MESSAGES.cvType);
    expect(
      validateVacancyForm({ ...ok, cv: { name: 'cv.pdf', size: 6 * 1024 * 1024, type: 'application/pdf' } })
        .cv,
    ).toBe(MESSAGES.cvSize);
  });
});

describe('hostile input', () => {
  const ok = { name: 'Игорь', phone: '+375 29 123-45-67', preferredTime: 'evening', consent: true };
  it('names: letters required, no invisible or bidi-control characters; NFC', () => {
    for (const name of [
      '\u200B\u200B\u200B',
      'Анна\u202Eавонак',
      '\u3164\u3164',
      '12345',
      'А\u200Bнна',
      'Анна\u0000',
    ])
      expect(validateCallbackForm({ ...ok, name }).name, JSON.stringify(name)).toBe(MESSAGES.nameCharacters);
    for (const name of ['Анна-Мария О’Брайен', "Jean-Luc d'Arc", 'Łukasz', 'José'])
      expect(validateCallbackForm({ ...ok, name }), name).toEqual({});
    expect(normalizeName('  Е\u0308жова   Алёна ')).toBe('Ёжова Алёна'.normalize('NFC'));
  });
  it('free text: no controls but line breaks, no bidi controls', () => {
    expect(validateCallbackForm({ ...ok, comment: 'строка\nещё\tодна' })).toEqual({});
    expect(validateCallbackForm({ ...ok, comment: 'a\u202Eb' }).comment).toBe(MESSAGES.textCharacters);
    expect(validateCallbackForm({ ...ok, comment: 'a\u0007b' }).comment).toBe(MESSAGES.textCharacters);
  });
  it('CV names: a document extension, no control or bidi characters', () => {
    const vacancy = { vacancy: 'kassir', name: 'Анна', phone: '80291234567', consent: true };
    const cv = (name: string) => validateVacancyForm({ ...vacancy, cv: { name, size: 10, type: '' } }).cv;
    expect(cv('cv.PDF')).toBeUndefined();
    expect(cv('cv.html')).toBe(MESSAGES.cvType);
    expect(cv('cv\u0000.pdf')).toBe(MESSAGES.cvName);
    expect(cv('cv\u202Efdp.exe')).toBe(MESSAGES.cvName);
  });
});
