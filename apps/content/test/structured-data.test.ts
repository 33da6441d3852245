// JSON-LD of getHead on real pages of both towns: every type the site marks up, with Google's required fields.
import { TOWN_PREFIX, TOWNS } from '@kino/api/towns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, getJson, PUBLIC, type Running, SITE, start } from './helpers.ts';
import { movableClock } from './staff-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

const MINSK_OFFSET = /T\d{2}:\d{2}:\d{2}(\.\d+)?\+03:00$/;

describe.each(DATABASES)('structured data on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  // An afternoon: the demo day has sessions already started and sessions to come.
  const clock = movableClock(new Date('2026-11-27T14:00:00+03:00'));
  beforeAll(async () => {
    server = await start(database, { now: clock.now, adminDir: false });
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  const items = async (town: string, path: string) => {
    const { body } = await getJson(server.url(town, path));
    return (Array.isArray(body) ? body : (body as Json).items) as Json[];
  };
  /** The JSON-LD graph of a page of the town. */
  const graphOf = async (town: (typeof TOWNS)[number], path: string) => {
    const url = `${SITE}${TOWN_PREFIX[town]}${path}`;
    const { status, body } = await getJson(
      server.url(town, `rankmath/v1/getHead?url=${encodeURIComponent(url)}`),
    );
    expect(status, url).toBe(200);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec((body as Json).head)![1]!;
    const ld = JSON.parse(script) as Json;
    expect(ld['@context']).toBe('https://schema.org');
    return { url, nodes: ld['@graph'] as Json[] };
  };
  const ofType = (nodes: Json[], type: string) => nodes.filter((node) => node['@type'] === type);

  describe.each(TOWNS)('in %s', (town) => {
    const home = `${SITE}${TOWN_PREFIX[town]}/`;

    it('marks a film page up as a Movie with its ScreeningEvents at the theatre and hall, in Minsk time', async () => {
      const film = (await items(town, 'kino/v1/films')).find((f) => f.sessions.length > 0)!;
      const { url, nodes } = await graphOf(town, `/afisha/${film.slug}/`);
      const [movie] = ofType(nodes, 'Movie');
      expect(movie).toMatchObject({ name: film.title, url, director: { name: film.director } });
      expect(movie!.image).toContain(`${PUBLIC}/${town}/media/share/poster/${film.slug}.jpg`);
      expect(movie!.dateCreated).toBe(String(film.year));
      const screenings = ofType(nodes, 'ScreeningEvent');
      const toCome = film.sessions.filter((s: Json) => Date.parse(s.startsAt) > clock.now().getTime());
      expect(screenings).toHaveLength(Math.min(30, toCome.length));
      for (const [i, event] of screenings.entries()) {
        const session = toCome[i];
        expect(event.startDate).toBe(session.startsAt);
        expect(event.startDate).toMatch(MINSK_OFFSET);
        expect(event.endDate).toMatch(MINSK_OFFSET);
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
        expect(event.location).toMatchObject({
          '@type': 'MovieTheater',
          address: { '@type': 'PostalAddress', addressCountry: 'BY' },
          containsPlace: { name: session.hall.name, url: `${home}hall/${session.hall.slug}/` },
        });
        expect(event.offers).toEqual({
          '@type': 'Offer',
          price: session.priceFrom.amount,
          priceCurrency: 'BYN',
          url: session.ticketUrl,
          availability: session.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        });
        expect(event.workPresented['@id']).toBe(movie!['@id']);
      }
    });

    it('leaves a screening out from the minute it starts: it is neither scheduled nor on sale any more', async () => {
      const now = clock.now().getTime();
      const film = (await items(town, 'kino/v1/films')).find((f) =>
        f.sessions.some((s: Json) => Date.parse(s.startsAt) > now),
      )!;
      const next = film.sessions.find((s: Json) => Date.parse(s.startsAt) > now);
      const starts = (nodes: Json[]) => ofType(nodes, 'ScreeningEvent').map((event) => event.startDate);
      expect(starts((await graphOf(town, `/afisha/${film.slug}/`)).nodes)).toContain(next.startsAt);
      clock.advance(Date.parse(next.startsAt) - now);
      try {
        const after = starts((await graphOf(town, `/afisha/${film.slug}/`)).nodes);
        expect(after).not.toContain(next.startsAt);
        expect(after.every((start) => Date.parse(start) > clock.now().getTime())).toBe(true);
      } finally {
        clock.advance(now - clock.now().getTime());
      }
    });

    it('marks a sold-out session SoldOut', async () => {
      const now = clock.now().getTime();
      const films = (await items(town, 'kino/v1/films')).map(
        (f): Json => ({
          ...f,
          sessions: f.sessions.filter((s: Json) => Date.parse(s.startsAt) > now),
        }),
      );
      const film = films.find((f) => f.sessions.slice(0, 30).some((s: Json) => s.soldOut));
      // The demo week always sells out some sessions; without one this test would prove nothing.
      expect(film, 'a film with a sold-out session').toBeDefined();
      const { nodes } = await graphOf(town, `/afisha/${film!.slug}/`);
      const soldOut = film!.sessions.slice(0, 30).findIndex((s: Json) => s.soldOut);
      expect(ofType(nodes, 'ScreeningEvent')[soldOut]!.offers.availability).toBe(
        'https://schema.org/SoldOut',
      );
    });

    it('marks contacts up as a MovieTheater (LocalBusiness) with address, geo, hours and halls', async () => {
      const { nodes } = await graphOf(town, '/contacts/');
      const [theatre] = ofType(nodes, 'MovieTheater');
      expect(theatre!.address.streetAddress).toBeTruthy();
      expect(theatre!.geo).toMatchObject({ '@type': 'GeoCoordinates' });
      expect(theatre!.openingHoursSpecification.length).toBeGreaterThan(0);
      expect(theatre!.openingHoursSpecification[0].dayOfWeek[0]).toMatch(/^https:\/\/schema\.org\/\w+day$/);
      expect(theatre!.telephone).toMatch(/^\+375/);
      expect(theatre!.priceRange).toMatch(/BYN$/);
      expect(theatre!.containsPlace.length).toBe(theatre!.screenCount);
    });

    it('marks a news item up as a NewsArticle', async () => {
      const article = (await items(town, 'kino/v1/news'))[0]!;
      const { nodes } = await graphOf(town, `/news/${article.slug}/`);
      const [news] = ofType(nodes, 'NewsArticle');
      expect(news).toMatchObject({ headline: article.title, datePublished: article.publishedAt });
      expect(news!.image[0]).toBe(`${PUBLIC}/${town}/media/share/news/${article.slug}.jpg`);
      expect(news!.author.name).toBeTruthy();
    });

    it('marks a vacancy up as a JobPosting, with the salary when it is known', async () => {
      for (const vacancy of await items(town, 'kino/v1/vacancy')) {
        const { nodes } = await graphOf(town, `/vacancies/${vacancy.slug}/`);
        const [job] = ofType(nodes, 'JobPosting');
        expect(job!.title).toBe(vacancy.title);
        expect(job!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Date.parse(job!.validThrough)).toBeGreaterThan(Date.now());
        expect(job!.employmentType).toMatch(/^(FULL_TIME|PART_TIME)$/);
        expect(job!.hiringOrganization.name).toBeTruthy();
        expect(job!.jobLocation.address.addressCountry).toBe('BY');
        if (vacancy.salary) expect(job!.baseSalary.currency).toBe(vacancy.salary.currency);
        else expect(job!.baseSalary).toBeUndefined();
      }
    });

    it('gives every page but the home page a BreadcrumbList from the home page', async () => {
      const film = (await items(town, 'kino/v1/films'))[0]!;
      const { url, nodes } = await graphOf(town, `/afisha/${film.slug}/`);
      const [trail] = ofType(nodes, 'BreadcrumbList');
      expect(trail!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Главная', item: home },
        { '@type': 'ListItem', position: 2, name: 'Афиша', item: `${home}afisha/` },
        { '@type': 'ListItem', position: 3, name: film.title, item: url },
      ]);
      const faq = await graphOf(town, '/faq/');
      expect(ofType(faq.nodes, 'BreadcrumbList')).toHaveLength(1);
      expect(ofType((await graphOf(town, '/')).nodes, 'BreadcrumbList')).toHaveLength(0);
    });
  });
});
