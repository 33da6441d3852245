import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, townSwitchTarget } from './routes.ts';
import {
  baseRouteName,
  choosesTowns,
  routeNameIn,
  staffTowns,
  toMainTownName,
  toSecondTownName,
  townOfPath,
  townOfRouteName as townOfRoute,
} from './towns.ts';

describe('townOfPath', () => {
  it('is Rechitsa under /rechitsa/ and the main town everywhere else', () => {
    expect(townOfPath('/rechitsa')).toBe('rechitsa');
    expect(townOfPath('/rechitsa/afisha/')).toBe('rechitsa');
    expect(townOfPath('/rechitsa-x/')).toBe('main');
    expect(townOfPath('/afisha/')).toBe('main');
    expect(townOfPath('/')).toBe('main');
  });
});

describe('townOfRoute', () => {
  it('is the second town when the route name starts with rechitsa', () => {
    expect(townOfRoute('rechitsa')).toBe('rechitsa');
    expect(townOfRoute('rechitsa-contacts')).toBe('rechitsa');
    expect(townOfRoute('rechitsa-afisha-film')).toBe('rechitsa');
  });
  it('is the main town for every other name', () => {
    for (const name of ROUTE_NAMES) expect(townOfRoute(name)).toBe('main');
  });
});

describe('toSecondTownName', () => {
  it('maps index to rechitsa', () => expect(toSecondTownName('index')).toBe('rechitsa'));
  it('maps any other name to rechitsa-{name}', () => {
    expect(toSecondTownName('contacts')).toBe('rechitsa-contacts');
    expect(toSecondTownName('afisha-film')).toBe('rechitsa-afisha-film');
    expect(toSecondTownName('movie_cat-category')).toBe('rechitsa-movie_cat-category');
  });
});

describe('toMainTownName', () => {
  it('maps rechitsa-contacts back to contacts', () =>
    expect(toMainTownName('rechitsa-contacts')).toBe('contacts'));
  it('maps anything else to index', () => {
    expect(toMainTownName('rechitsa')).toBe('index');
    expect(toMainTownName('rechitsa-afisha')).toBe('index');
    expect(toMainTownName('rechitsa-afisha-film')).toBe('index');
    expect(toMainTownName('rechitsa-faq')).toBe('index');
  });
});

describe('baseRouteName / routeNameIn', () => {
  it('strips and adds the town prefix', () => {
    expect(baseRouteName('rechitsa')).toBe('index');
    expect(baseRouteName('rechitsa-news-news')).toBe('news-news');
    expect(baseRouteName('news-news')).toBe('news-news');
    for (const name of ROUTE_NAMES) {
      expect(baseRouteName(routeNameIn(name, 'rechitsa'))).toBe(name);
      expect(routeNameIn(name, 'main')).toBe(name);
    }
  });
});

describe('townSwitchTarget', () => {
  it('leads every main-town page to its second-town counterpart, keeping params', () => {
    expect(townSwitchTarget('index', {})).toEqual({ name: 'index', town: 'rechitsa' });
    expect(townSwitchTarget('afisha', {})).toEqual({ name: 'afisha', town: 'rechitsa' });
    expect(townSwitchTarget('afisha-film', { film: 'dune-2' })).toEqual({
      name: 'afisha-film',
      params: { film: 'dune-2' },
      query: { 'town-switch': '1' },
      town: 'rechitsa',
    });
    expect(townSwitchTarget('hall-hall', { hall: 'krasnyj', other: 'x' })).toEqual({
      name: 'hall-hall',
      params: { hall: 'krasnyj' },
      query: { 'town-switch': '1' },
      town: 'rechitsa',
    });
  });
  it("keeps the schedule's day and filters", () => {
    expect(townSwitchTarget('afisha', {}, { day: '2026-11-25', format: '3D' })).toEqual({
      name: 'afisha',
      query: { day: '2026-11-25', format: '3D' },
      town: 'rechitsa',
    });
  });
  it('leads back from the second town to contacts or the home page', () => {
    expect(townSwitchTarget('rechitsa-contacts', {})).toEqual({ name: 'contacts', town: 'main' });
    expect(townSwitchTarget('rechitsa-afisha-film', { film: 'dune-2' })).toEqual({
      name: 'index',
      town: 'main',
    });
    expect(townSwitchTarget('rechitsa', {})).toEqual({ name: 'index', town: 'main' });
  });
  it('leads from a page that has no counterpart (the 404 page) to the other home page', () => {
    expect(townSwitchTarget('not-found', { '*': 'x' })).toEqual({ name: 'index', town: 'rechitsa' });
    expect(townSwitchTarget('rechitsa-not-found', {})).toEqual({ name: 'index', town: 'main' });
  });
});

describe('the towns of a staff role', () => {
  it('are chosen for editors and hr (the accounts form asks for them), every town for admins', () => {
    expect(choosesTowns('editor')).toBe(true);
    expect(choosesTowns('hr')).toBe(true);
    expect(choosesTowns('admin')).toBe(false);
    expect(staffTowns('hr', ['rechitsa', 'nowhere'])).toEqual(['rechitsa']);
    expect(staffTowns('editor', ['rechitsa', 'main'])).toEqual(['main', 'rechitsa']);
    expect(staffTowns('admin', [])).toEqual(['main', 'rechitsa']);
  });
});
