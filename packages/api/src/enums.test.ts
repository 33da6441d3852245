// The value lists are the contract's own: read back from openapi.yaml.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import {
  CHILDREN_CATEGORY,
  callbackRequestPreferredTimeValues,
  callbackRequestTopicValues,
  formatValues,
  isOneOf,
  type PageKey,
  timeOfDayIdValues,
} from './enums.ts';

const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
const schemas = contract.components.schemas;

describe('enums of the contract', () => {
  it('are the lists of openapi.yaml, in its order', () => {
    expect(formatValues).toEqual(schemas.Format.enum);
    expect(timeOfDayIdValues).toEqual(schemas.TimeOfDay.properties.id.enum);
    expect(callbackRequestPreferredTimeValues).toEqual(schemas.CallbackRequest.properties.preferredTime.enum);
    expect(callbackRequestTopicValues).toEqual(schemas.CallbackRequest.properties.topic.enum);
  });

  it('name the fixed pages by their paths', () => {
    const pages = Object.keys(contract.paths)
      .filter((path) => path.startsWith('/kino/v1/pages/'))
      .map((path) => path.slice('/kino/v1/pages/'.length));
    expect(pages).toEqual(['faq', 'about', 'services', 'contacts', 'hall', 'vacancypage', 'certificates']);
    expectTypeOf<PageKey>().toEqualTypeOf<
      'faq' | 'about' | 'services' | 'contacts' | 'hall' | 'vacancypage' | 'certificates'
    >();
  });

  it('know the children’s category the contract names', () => {
    expect(schemas.Slug.examples).toContain(CHILDREN_CATEGORY);
    expect(contract.paths['/kino/v1/films'].get.parameters[1].description).toContain(
      `\`${CHILDREN_CATEGORY}\``,
    );
  });

  it('tell a value of a list from anything else', () => {
    expect(isOneOf(formatValues, 'IMAX')).toBe(true);
    expect(isOneOf(formatValues, 'imax')).toBe(false);
    expect(isOneOf(timeOfDayIdValues, undefined)).toBe(false);
  });
});
