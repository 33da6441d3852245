// Writes the demo content of a town (@kino/demo-content) into the database; the schedule is then built by
// refreshSchedule.
import { addDays, localInstant } from '@kino/api/cinema-time';
import { TOWNS, type Town } from '@kino/api/towns';
import {
  documentsFor,
  EVENT_CATEGORIES,
  eventsFor,
  newsFor,
  vacanciesFor,
} from '@kino/demo-content/articles';
import { FILM_CATEGORIES, FILMS } from '@kino/demo-content/films';
import { TOWNS_SEED } from '@kino/demo-content/towns';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import {
  certificates,
  contentState,
  documents,
  eventCategories,
  events,
  faqItems,
  filmCategories,
  films,
  halls,
  news,
  pages,
  services,
  sessions,
  siteInfo,
  vacancies,
} from '#src/db/schema.ts';
import { defaultTicketUrlTemplate, eventTicketUrl } from '#src/publishing/schedule.ts';

const CONTENT_TABLES = [
  sessions,
  films,
  halls,
  filmCategories,
  events,
  eventCategories,
  news,
  documents,
  vacancies,
  services,
  certificates,
  faqItems,
  pages,
  siteInfo,
] as const;

const art = (path: string, width: number, height: number, alt: string) => ({
  url: `media/art/${path}.svg`,
  width,
  height,
  alt,
});

/** Replaces all content of `town` (applications stay) with the demo content, dated from `today`. */
export async function seedTown(db: Db, town: Town, today: string): Promise<void> {
  const seed = TOWNS_SEED[town];
  const year = Number(today.slice(0, 4));
  await db.transaction(async (tx) => {
    for (const table of CONTENT_TABLES) await tx.delete(table).where(eq(table.town, town));

    const { formats: _formats, ...info } = seed.info;
    await tx.insert(siteInfo).values({ town, data: info, ticketUrlTemplate: defaultTicketUrlTemplate(town) });
    // The services, certificates and FAQ pages keep their texts; their items are rows of their own.
    const {
      services: servicesPage,
      certificates: certificatesPage,
      faq: faqPage,
      ...plainPages
    } = seed.pages;
    const { services: serviceList, ...servicesText } = servicesPage;
    const { certificates: certificateList, ...certificatesText } = certificatesPage;
    const { groups, ...faqText } = faqPage;
    await tx
      .insert(pages)
      .values([
        ...Object.entries(plainPages).map(([key, data]) => ({ town, key, data })),
        { town, key: 'services', data: servicesText },
        { town, key: 'certificates', data: certificatesText },
        { town, key: 'faq', data: faqText },
      ]);
    await tx.insert(services).values(
      serviceList.map((service, position) => ({
        town,
        slug: service.id,
        position,
        title: service.title,
        description: service.description,
        price: service.price,
        image: service.image,
        orderTopic: service.orderTopic ?? null,
      })),
    );
    await tx.insert(certificates).values(
      certificateList.map((certificate, position) => ({
        town,
        slug: certificate.id,
        position,
        title: certificate.title,
        nominal: certificate.nominal,
        description: certificate.description,
        image: certificate.image,
        validityDays: certificate.validityDays,
      })),
    );
    await tx.insert(faqItems).values(
      groups.flatMap((group, g) =>
        group.items.map((item, i) => ({
          town,
          slug: item.id,
          position: g * 1000 + i,
          groupTitle: group.title,
          question: item.question,
          answer: item.answer,
        })),
      ),
    );

    await tx.insert(halls).values(
      seed.halls.map(
        (
          {
            slug,
            name,
            seats,
            formats,
            accessible,
            wheelchairPlaces,
            hearingLoop,
            stepFreeEntrance,
            accessibleToilet,
            audience,
            ...details
          },
          position,
        ) => ({
          town,
          slug,
          name,
          position,
          seats,
          formats,
          accessible,
          wheelchairPlaces,
          hearingLoop,
          stepFreeEntrance,
          accessibleToilet,
          details: { ...details, audience },
        }),
      ),
    );

    const townFilms = FILMS.filter((film) => film.towns === 'both' || film.towns === town);
    const used = new Set(townFilms.flatMap((film) => film.categories));
    await tx
      .insert(filmCategories)
      .values(
        FILM_CATEGORIES.filter((c) => used.has(c.slug)).map((c, position) => ({ town, ...c, position })),
      );
    await tx.insert(films).values(
      townFilms.map((film) => ({
        town,
        slug: film.slug,
        title: film.title,
        originalTitle: film.originalTitle,
        ageRating: film.ageRating,
        durationMin: film.durationMin,
        year: year + film.yearOffset,
        director: film.director,
        genres: film.genres,
        countries: film.countries,
        cast: film.cast,
        description: film.description,
        poster: {
          url: `media/posters/${film.slug}.svg`,
          width: 400,
          height: 600,
          alt: `Постер фильма «${film.title}»`,
        },
        stills: Array.from({ length: film.stills }, (_, i) =>
          art(`stills/${film.slug}-${i + 1}`, 1280, 720, `Кадр ${i + 1} из фильма «${film.title}»`),
        ),
        trailer: film.trailer
          ? {
              provider: 'youtube',
              videoId: film.trailer,
              url: `https://www.youtube.com/watch?v=${film.trailer}`,
            }
          : null,
        formats: film.formats,
        categories: film.categories,
        isPremier: film.isPremier,
        premiereOffsetDays: film.premiereOffsetDays,
        premiereDate: film.premiereOffsetDays === null ? null : addDays(today, film.premiereOffsetDays),
        weight: film.weight,
        demo: true,
      })),
    );

    await tx
      .insert(eventCategories)
      .values(EVENT_CATEGORIES.map((c, position) => ({ town, ...c, position })));
    await tx.insert(events).values(
      eventsFor(town).map((event) => {
        const [hh, mm] = event.startTime.split(':').map(Number) as [number, number];
        const startsAt = localInstant(addDays(today, event.dayOffset), hh * 60 + mm);
        return {
          town,
          slug: event.slug,
          categorySlug: event.category,
          title: event.title,
          startsAt,
          endsAt:
            event.durationMin === null ? null : new Date(startsAt.getTime() + event.durationMin * 60_000),
          dayOffset: event.dayOffset,
          startTime: event.startTime,
          durationMin: event.durationMin,
          venue: event.venue,
          image: art(`events/${event.slug}`, 1200, 630, event.title),
          excerpt: event.excerpt,
          content: event.content,
          ageRating: event.ageRating,
          priceFrom: event.priceFrom,
          ticketUrl: event.withTicket ? eventTicketUrl(town, event.slug) : null,
          filmSlug: event.film && townFilms.some((film) => film.slug === event.film) ? event.film : null,
        };
      }),
    );

    await tx.insert(news).values(
      newsFor(town).map((item) => ({
        town,
        slug: item.slug,
        title: item.title,
        excerpt: item.excerpt,
        publishedAt: localInstant(addDays(today, -item.daysAgo), item.hour * 60 + 5),
        image: art(`news/${item.slug}`, 1200, 630, item.title),
        content: item.content,
      })),
    );

    await tx.insert(documents).values(
      documentsFor(town).map((doc, position) => ({
        town,
        slug: doc.slug,
        title: doc.title,
        summary: doc.summary,
        position,
        updatedAt: localInstant(addDays(today, -doc.daysAgo), 9 * 60),
        content: doc.content,
        file: null,
      })),
    );

    await tx.insert(vacancies).values(
      vacanciesFor(town).map((vacancy) => ({
        town,
        slug: vacancy.slug,
        title: vacancy.title,
        department: vacancy.department,
        employment: vacancy.employment,
        schedule: vacancy.schedule,
        salary: vacancy.salary ? { ...vacancy.salary, currency: 'BYN' } : null,
        summary: vacancy.summary,
        publishedAt: localInstant(addDays(today, -vacancy.daysAgo), 10 * 60),
        duties: vacancy.duties,
        requirements: vacancy.requirements,
        conditions: vacancy.conditions,
      })),
    );

    // scheduleDay null makes the next refreshSchedule build the sessions.
    await tx
      .insert(contentState)
      .values({ town, version: 1, scheduleDay: null })
      .onConflictDoUpdate({
        target: contentState.town,
        set: { scheduleDay: null, seededAt: new Date(), updatedAt: new Date() },
      });
  });
}

/** Seeds every town that has no content yet (first start). Returns the towns it seeded. */
export async function seedMissing(db: Db, today: string): Promise<Town[]> {
  const present = new Set(
    (await db.select({ town: contentState.town }).from(contentState)).map((r) => r.town),
  );
  const seeded: Town[] = [];
  for (const town of TOWNS) {
    if (present.has(town)) continue;
    await seedTown(db, town, today);
    seeded.push(town);
  }
  return seeded;
}
