// JSON-LD of the site's pages, typed with schema-dts and shaped by Google's rich-result documentation: Movie,
// ScreeningEvent, MovieTheater (a LocalBusiness), NewsArticle, JobPosting, BreadcrumbList.
import { addDays, hasStarted, localInstant, sessionEnd, toLocalIso } from '@kino/api/cinema-time';
import type { Film, Info, NewsArticle, Session, Vacancy } from '@kino/api/types';
import type {
  BreadcrumbList,
  DayOfWeek,
  JobPosting,
  Movie,
  MovieTheater,
  NewsArticle as NewsArticleLd,
  Offer,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  ScreeningEvent,
  Thing,
} from 'schema-dts';

/** One JSON-LD document of a page: every node in one graph, so nodes can refer to each other by `@id`. */
export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': Thing[];
}

export const graph = (...nodes: Array<Thing | undefined | false>): JsonLdGraph => ({
  '@context': 'https://schema.org',
  '@graph': nodes.filter((node): node is Thing => Boolean(node)),
});

/** Where the cinema is and how it is shown: what every node about it shares. */
export interface Cinema {
  info: Info;
  /** The town's home page (`/` or `/rechitsa/`). */
  homeUrl: string;
  /** The contacts page: the theatre's own page, and its `@id`. */
  theatreUrl: string;
  /** The cinema's sharing card (1200×630 JPEG). */
  image: string;
}

const theatreId = (cinema: Cinema) => `${cinema.theatreUrl}#theater`;

export function postalAddress(info: Info): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: info.address.street,
    addressLocality: info.address.town,
    addressRegion: info.address.region,
    postalCode: info.address.postalCode,
    addressCountry: 'BY',
  };
}

const DAYS: Record<number, DayOfWeek> = {
  1: 'https://schema.org/Monday',
  2: 'https://schema.org/Tuesday',
  3: 'https://schema.org/Wednesday',
  4: 'https://schema.org/Thursday',
  5: 'https://schema.org/Friday',
  6: 'https://schema.org/Saturday',
  7: 'https://schema.org/Sunday',
};

/** Opening hours as Google reads them; a closing time not after the opening one is past midnight (02:00). */
function openingHours(info: Info): OpeningHoursSpecification[] {
  return info.workingHours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.weekdays.map((day) => DAYS[day]!),
    opens: hours.open,
    closes: hours.close,
  }));
}

function organization(cinema: Cinema): Organization {
  return {
    '@type': 'Organization',
    '@id': `${cinema.homeUrl}#organization`,
    name: cinema.info.cinemaName,
    url: cinema.homeUrl,
    logo: cinema.image,
    sameAs: cinema.info.social.map((s) => s.url),
  };
}

/** A short reference to the theatre for nodes that are not about it (screenings' location). */
function theatrePlace(cinema: Cinema, hall?: { name: string; url: string }): MovieTheater {
  return {
    '@type': 'MovieTheater',
    '@id': theatreId(cinema),
    name: cinema.info.cinemaName,
    url: cinema.theatreUrl,
    address: postalAddress(cinema.info),
    ...(hall ? { containsPlace: { '@type': 'Place', name: hall.name, url: hall.url } } : {}),
  };
}

export interface TheatreDetails {
  /** Halls with their pages (`containsPlace`, `screenCount`). */
  halls: Array<{ name: string; url: string }>;
  /** The week's lowest and highest ticket price, BYN. */
  prices: { min: number; max: number } | undefined;
  mapUrl?: string;
}

const byn = (amount: number) => amount.toFixed(2).replace(/\.00$/, '').replace('.', ',');

/** The cinema as a LocalBusiness (MovieTheater): the home page and the contacts page. */
export function theatre(cinema: Cinema, details: TheatreDetails): MovieTheater {
  const { info } = cinema;
  return {
    '@type': 'MovieTheater',
    '@id': theatreId(cinema),
    name: info.cinemaName,
    url: cinema.theatreUrl,
    image: cinema.image,
    telephone: info.phones[0]?.number,
    email: info.email,
    address: postalAddress(info),
    geo: { '@type': 'GeoCoordinates', latitude: info.address.lat, longitude: info.address.lng },
    openingHoursSpecification: openingHours(info),
    ...(details.prices
      ? {
          priceRange:
            details.prices.min === details.prices.max
              ? `${byn(details.prices.min)} BYN`
              : `${byn(details.prices.min)}–${byn(details.prices.max)} BYN`,
        }
      : {}),
    currenciesAccepted: 'BYN',
    ...(details.mapUrl ? { hasMap: details.mapUrl } : {}),
    screenCount: details.halls.length,
    containsPlace: details.halls.map((hall) => ({ '@type': 'Place', name: hall.name, url: hall.url })),
    sameAs: info.social.map((s) => s.url),
  };
}

/** ISO 8601 duration of a film: PT2H22M. */
export const isoDuration = (minutes: number) =>
  `PT${Math.floor(minutes / 60)}H${minutes % 60 ? `${minutes % 60}M` : ''}`.replace(/PT0H(?=\d)/, 'PT');

export interface FilmPage {
  film: Film;
  url: string;
  /** The raster poster (2:3) and the sharing card (1200×630), JPEG. */
  images: string[];
  /** The page of a hall by its slug. */
  hallUrl(slug: string): string;
}

const movieId = (page: FilmPage) => `${page.url}#movie`;

export function movie(page: FilmPage): Movie {
  const { film } = page;
  return {
    '@type': 'Movie',
    '@id': movieId(page),
    name: film.title,
    ...(film.originalTitle ? { alternateName: film.originalTitle } : {}),
    url: page.url,
    image: page.images,
    description: clip(film.description, 500),
    ...(film.director ? { director: { '@type': 'Person', name: film.director } } : {}),
    actor: film.cast.map((name) => ({ '@type': 'Person', name })),
    genre: film.genres,
    duration: isoDuration(film.durationMin),
    contentRating: film.ageRating,
    countryOfOrigin: film.countries.map((name) => ({ '@type': 'Country', name })),
    ...(film.year ? { dateCreated: String(film.year) } : {}),
    ...(film.premiereDate ? { datePublished: film.premiereDate } : {}),
  };
}

/** A screening of the film: where (the theatre and its hall), when (Minsk time), for how much, and whether sold out. */
export function screening(page: FilmPage, session: Session, cinema: Cinema): ScreeningEvent {
  const { film } = page;
  const minimumAge = /^(\d+)\+$/.exec(film.ageRating)?.[1];
  const ends = toLocalIso(sessionEnd(session.startsAt, film.durationMin));
  const offer: Offer = {
    '@type': 'Offer',
    price: session.priceFrom.amount,
    priceCurrency: session.priceFrom.currency,
    url: session.ticketUrl,
    availability: session.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
  };
  return {
    '@type': 'ScreeningEvent',
    '@id': `${page.url}#session-${session.id}`,
    name: `${film.title} — ${session.hall.name}, ${session.format}`,
    description: clip(film.description, 300),
    image: page.images,
    url: page.url,
    startDate: session.startsAt,
    endDate: ends,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: theatrePlace(cinema, { name: session.hall.name, url: page.hallUrl(session.hall.slug) }),
    organizer: { '@id': `${cinema.homeUrl}#organization` },
    workPresented: { '@id': movieId(page) },
    videoFormat: session.format,
    inLanguage: session.language,
    ...(session.subtitles ? { subtitleLanguage: session.subtitles } : {}),
    ...(minimumAge && minimumAge !== '0' ? { typicalAgeRange: `${minimumAge}-` } : {}),
    offers: offer,
  };
}

/**
 * The film page: the film, its screenings still to come at `now` (at most `limit`; one that has started is neither
 * sold nor scheduled any more), and who organises them.
 */
export function filmNodes(page: FilmPage, cinema: Cinema, now: Date, limit = 30): Thing[] {
  return [
    movie(page),
    ...page.film.sessions
      .filter((session) => !hasStarted(session.startsAt, now))
      .slice(0, limit)
      .map((session) => screening(page, session, cinema)),
    organization(cinema),
  ];
}

export function newsArticle(
  article: NewsArticle,
  url: string,
  images: string[],
  cinema: Cinema,
): NewsArticleLd {
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    headline: clip(article.title, 110),
    description: article.excerpt,
    image: images,
    datePublished: article.publishedAt,
    // The contract keeps no edit time of a news item: its publication is its last change.
    dateModified: article.publishedAt,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: cinema.info.cinemaName, url: cinema.homeUrl },
    publisher: { '@id': `${cinema.homeUrl}#organization` },
  };
}

export function newsNodes(article: NewsArticle, url: string, images: string[], cinema: Cinema): Thing[] {
  return [newsArticle(article, url, images, cinema), organization(cinema)];
}

/** Google's employment types: a shift schedule (2/2, 12 hours) is full-time work in shifts. */
const EMPLOYMENT: Record<Vacancy['employment'], string> = {
  full: 'FULL_TIME',
  part: 'PART_TIME',
  shift: 'FULL_TIME',
};

/** How long a posting stays valid from each render: the page answers 404 once the vacancy is withdrawn. */
export const VACANCY_VALID_DAYS = 30;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function vacancyDescription(vacancy: Vacancy): string {
  const list = (title: string, items: string[]) =>
    items.length > 0
      ? `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      : '';
  return [
    `<p>${escapeHtml(vacancy.summary)}</p>`,
    `<p>График: ${escapeHtml(vacancy.schedule)}.</p>`,
    list('Обязанности', vacancy.duties),
    list('Требования', vacancy.requirements),
    list('Условия', vacancy.conditions),
  ].join('');
}

export function jobPosting(vacancy: Vacancy, url: string, cinema: Cinema, today: string): JobPosting {
  const salary = vacancy.salary;
  const validThrough = toLocalIso(localInstant(addDays(today, VACANCY_VALID_DAYS), 23 * 60 + 59));
  return {
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    title: vacancy.title,
    description: vacancyDescription(vacancy),
    url,
    identifier: { '@type': 'PropertyValue', name: cinema.info.cinemaName, value: vacancy.slug },
    datePosted: toLocalIso(vacancy.publishedAt).slice(0, 10),
    validThrough,
    employmentType: EMPLOYMENT[vacancy.employment],
    hiringOrganization: {
      '@type': 'Organization',
      name: cinema.info.cinemaName,
      sameAs: cinema.homeUrl,
      logo: cinema.image,
    },
    jobLocation: { '@type': 'Place', address: postalAddress(cinema.info) },
    occupationalCategory: vacancy.department,
    directApply: true,
    ...(salary && (salary.from !== null || salary.to !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.from !== null && salary.to !== null && salary.from !== salary.to
                ? { minValue: salary.from, maxValue: salary.to }
                : { value: salary.from ?? salary.to ?? 0 }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  };
}

/** The trail of a page: the town's home page, the list the page belongs to, the page itself. */
export function breadcrumbs(trail: Array<{ name: string; url: string }>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
