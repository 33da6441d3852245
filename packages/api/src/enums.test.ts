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
  PAGE_PATHS,
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

  it('name the fixed pages by their calls: the spec’s paths, the hall pages’ content beside `hall`', () => {
    const pages = Object.entries(contract.paths)
      .filter(([, item]) => (item as { get?: { tags?: string[] } }).get?.tags?.includes('pages'))
      .map(([path]) => path);
    expect(pages).toEqual(Object.values(PAGE_PATHS));
    expect(PAGE_PATHS).toEqual({
      faq: '/kino/v1/faq',
      about: '/kino/v1/about',
      services: '/kino/v1/services',
      contacts: '/kino/v1/contacts',
      hall: '/kino/v1/hallpage',
      vacancypage: '/kino/v1/vacancypage',
      certificates: '/kino/v1/certificates',
    });
    expect(contract.paths['/kino/v1/hall'].get.operationId).toBe('listHalls');
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
