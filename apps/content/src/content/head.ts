// Search-engine head (title, description, canonical, Open Graph, Twitter, JSON-LD) for every page of the site.
import { matchRoute, type RouteName } from '@kino/api/routes';
import { TOWN_PREFIX } from '@kino/api/towns';
import type { ContactsPage, Film, Info } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import { eventCategories, filmCategories } from '#src/db/schema.ts';
import { InvalidInputError, NotFoundError } from './errors.ts';
import {
  findDocument,
  findFilm,
  findFilms,
  findHall,
  findInfo,
  findNewsArticle,
  findPage,
  findVacancy,
  type ReadContext,
} from './repository.ts';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script>: no sequence in it can close the tag or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

interface HeadData {
  title: string;
  description: string;
  type: 'website' | 'article' | 'video.movie';
  image?: { url: string; width: number; height: number; alt: string };
  jsonLd?: unknown;
  publishedTime?: string;
}

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

function theatreLd(info: Info, contacts: ContactsPage | undefined, url: string) {
  return {
    '@type': 'MovieTheater',
    '@id': `${url}#theater`,
    name: info.cinemaName,
    url,
    telephone: info.phones[0]?.number,
    email: info.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address.street,
      addressLocality: info.address.town,
      addressRegion: info.address.region,
      postalCode: info.address.postalCode,
      addressCountry: 'BY',
    },
    geo: { '@type': 'GeoCoordinates', latitude: info.address.lat, longitude: info.address.lng },
    openingHours: info.workingHours.map((w) => `${w.days} ${w.open}-${w.close}`),
    ...(contacts ? { hasMap: contacts.mapUrl } : {}),
    sameAs: info.social.map((s) => s.url),
  };
}

function movieLd(film: Film, url: string, info: Info, theatreUrl: string) {
  const movie = {
    '@type': 'Movie',
    '@id': `${url}#movie`,
    name: film.title,
    ...(film.originalTitle ? { alternateName: film.originalTitle } : {}),
    url,
    image: film.poster.url,
    description: clip(film.description, 300),
    director: { '@type': 'Person', name: film.director },
    actor: film.cast.map((name) => ({ '@type': 'Person', name })),
    genre: film.genres,
    duration: `PT${Math.floor(film.durationMin / 60)}H${film.durationMin % 60}M`,
    contentRating: film.ageRating,
    countryOfOrigin: film.countries.map((name) => ({ '@type': 'Country', name })),
    ...(film.premiereDate ? { datePublished: film.premiereDate } : { dateCreated: String(film.year) }),
  };
  const screenings = film.sessions.slice(0, 30).map((s) => ({
    '@type': 'ScreeningEvent',
    name: `${film.title} — ${s.hall.name}`,
    startDate: s.startsAt,
    videoFormat: s.format,
    inLanguage: s.language,
    ...(s.subtitles ? { subtitleLanguage: s.subtitles } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    workPresented: { '@id': `${url}#movie` },
    location: {
      '@type': 'MovieTheater',
      name: info.cinemaName,
      url: theatreUrl,
      address: `${info.address.street}, ${info.address.town}`,
    },
    offers: {
      '@type': 'Offer',
      price: s.priceFrom.amount,
      priceCurrency: s.priceFrom.currency,
      url: s.ticketUrl,
      availability: s.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  }));
  return { '@context': 'https://schema.org', '@graph': [movie, ...screenings] };
}

export interface HeadOptions {
  siteOrigin: string;
}

/** Checks `rawUrl` belongs to this town's site and answers its head fragment; throws InvalidInputError or NotFoundError. */
export async function buildHead(ctx: ReadContext, rawUrl: string, options: HeadOptions): Promise<string> {
  const bad = (message: string) => new InvalidInputError([{ field: 'query.url', message }]);
  if (!URL.canParse(rawUrl)) throw bad('Нужен абсолютный адрес страницы сайта.');
  const url = new URL(rawUrl);
  if (url.origin !== options.siteOrigin) throw bad(`Адрес должен начинаться с ${options.siteOrigin}/.`);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw bad('Адрес содержит неверную кодировку.');
  }
  const prefix = TOWN_PREFIX[ctx.town];
  const inRechitsa = path === '/rechitsa' || path.startsWith('/rechitsa/');
  if (ctx.town === 'rechitsa' ? !inRechitsa : inRechitsa)
    throw bad('Адрес относится к сайту другого города.');
  let local = path.slice(prefix.length) || '/';
  if (!local.endsWith('/')) local += '/';
  const route = matchRoute(local);
  if (!route) throw new NotFoundError(`Нет страницы ${path}.`);

  const info = await findInfo(ctx);
  if (!info) throw new NotFoundError('Нет содержимого для этого города.');
  const canonical = `${options.siteOrigin}${prefix}${local}`;
  const theatreUrl = `${options.siteOrigin}${prefix}/contacts/`;
  const about = (await findPage(ctx, 'about')) as { lead: string; image: HeadData['image'] } | undefined;
  const suffix = `${info.cinemaName}, ${info.townName}`;
  const data = await describe(ctx, route, { info, canonical, theatreUrl, about });
  const image = data.image ?? about?.image;
  const tags = [
    `<title>${escapeHtml(data.title === suffix ? suffix : `${data.title} — ${suffix}`)}</title>`,
    `<meta name="description" content="${escapeHtml(data.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="ru_RU">`,
    `<meta property="og:site_name" content="${escapeHtml(suffix)}">`,
    `<meta property="og:type" content="${data.type}">`,
    `<meta property="og:title" content="${escapeHtml(data.title)}">`,
    `<meta property="og:description" content="${escapeHtml(data.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
  ];
  if (image)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image.url)}">`,
      `<meta property="og:image:width" content="${image.width}">`,
      `<meta property="og:image:height" content="${image.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    );
  if (data.publishedTime)
    tags.push(`<meta property="article:published_time" content="${escapeHtml(data.publishedTime)}">`);
  tags.push(
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(data.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(data.description)}">`,
  );
  if (image) tags.push(`<meta name="twitter:image" content="${escapeHtml(image.url)}">`);
  if (data.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data.jsonLd)}</script>`);
  return tags.join('');
}

interface Describe {
  info: Info;
  canonical: string;
  theatreUrl: string;
  about: { lead: string } | undefined;
}

async function describe(
  ctx: ReadContext,
  route: { name: RouteName; params: Record<string, string> },
  d: Describe,
): Promise<HeadData> {
  const { info } = d;
  const site = `${info.cinemaName}, ${info.townName}`;
  const missing = (what: string) => new NotFoundError(`Нет страницы: ${what}.`);
  const webPage = (title: string, description: string): HeadData => ({ title, description, type: 'website' });
  switch (route.name) {
    case 'index':
      return {
        title: site,
        description: d.about?.lead ?? `Афиша и расписание сеансов: ${site}.`,
        type: 'website',
        jsonLd: { '@context': 'https://schema.org', ...theatreLd(info, undefined, d.theatreUrl) },
      };
    case 'afisha': {
      const list = await findFilms(ctx);
      return webPage(
        'Афиша и расписание сеансов',
        `Расписание сеансов на неделю: ${list.length} фильмов, премьеры и фильмы для детей. Билеты онлайн и в кассе.`,
      );
    }
    case 'skoro':
      return webPage(
        'Скоро в кино',
        `Фильмы, которые скоро выходят в прокат, и премьеры недели: даты выхода и первые сеансы. ${site}.`,
      );
    case 'afisha-film': {
      const film = await findFilm(ctx, route.params.film!);
      if (!film) throw missing(`фильм ${route.params.film}`);
      return {
        title: `${film.title} (${film.ageRating}) — билеты и расписание`,
        description: clip(film.description),
        type: 'video.movie',
        image: film.poster,
        jsonLd: movieLd(film, d.canonical, info, d.theatreUrl),
      };
    }
    case 'movie_cat-category': {
      const [row] = await ctx.db
        .select()
        .from(filmCategories)
        .where(and(eq(filmCategories.town, ctx.town), eq(filmCategories.slug, route.params.category!)));
      if (!row) throw missing(`категория ${route.params.category}`);
      return webPage(
        `${row.name} — фильмы в кино`,
        `${row.name}: фильмы в прокате и расписание сеансов. ${site}.`,
      );
    }
    case 'events_cat-category': {
      const [row] = await ctx.db
        .select()
        .from(eventCategories)
        .where(and(eq(eventCategories.town, ctx.town), eq(eventCategories.slug, route.params.category!)));
      if (!row) throw missing(`категория ${route.params.category}`);
      return webPage(`${row.name} — мероприятия`, `${row.name}: мероприятия в кинотеатре. ${site}.`);
    }
    case 'events':
      return webPage(
        'События',
        `Кинопраздники, премьерные показы, встречи и кинолекторий ${info.cinemaLocative}: все события по датам. ${site}.`,
      );
    case 'news':
      return webPage('Новости', `Новости, акции и события кинотеатра. ${site}.`);
    case 'news-news': {
      const article = await findNewsArticle(ctx, route.params.news!);
      if (!article) throw missing(`новость ${route.params.news}`);
      return {
        title: article.title,
        description: clip(article.excerpt),
        type: 'article',
        image: article.image,
        publishedTime: article.publishedAt,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.excerpt,
          image: [article.image.url],
          datePublished: article.publishedAt,
          mainEntityOfPage: d.canonical,
          publisher: { '@type': 'Organization', name: info.cinemaName, url: d.theatreUrl },
          author: { '@type': 'Organization', name: info.cinemaName },
        },
      };
    }
    case 'certificates':
      return webPage('Подарочные сертификаты', `Подарочные сертификаты на кино и в кинобар. ${site}.`);
    case 'cinema':
      return webPage('О кинотеатре', d.about?.lead ?? `О кинотеатре. ${site}.`);
    case 'contacts': {
      const contacts = (await findPage(ctx, 'contacts')) as ContactsPage | undefined;
      return {
        title: 'Контакты',
        description: `Адрес: ${info.address.town}, ${info.address.street}. Телефон кассы: ${info.phones[0]?.number ?? ''}.`,
        type: 'website',
        jsonLd: { '@context': 'https://schema.org', ...theatreLd(info, contacts, d.canonical) },
      };
    }
    case 'documents':
      return webPage(
        'Документы',
        `Правила посещения, политика обработки персональных данных и другие документы. ${site}.`,
      );
    case 'documents-documents': {
      const doc = await findDocument(ctx, route.params.documents!);
      if (!doc) throw missing(`документ ${route.params.documents}`);
      return webPage(doc.title, clip(doc.summary));
    }
    case 'faq': {
      const faq = (await findPage(ctx, 'faq')) as
        | { intro: string; groups: { items: { question: string; answer: string }[] }[] }
        | undefined;
      return {
        title: 'Частые вопросы',
        description: clip(faq?.intro ?? 'Ответы на частые вопросы зрителей.'),
        type: 'website',
        jsonLd: faq && {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.groups
            .flatMap((g) => g.items)
            .map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
        },
      };
    }
    case 'hall-hall': {
      const hall = await findHall(ctx, route.params.hall!);
      if (!hall) throw missing(`зал ${route.params.hall}`);
      return {
        title: `${hall.name}: ${hall.seats} мест, ${hall.sound}`,
        description: clip(hall.description),
        type: 'website',
        ...(hall.photos[0] ? { image: hall.photos[0] } : {}),
      };
    }
    case 'services':
      return webPage('Услуги', `Аренда зала, дни рождения и корпоративные показы. ${site}.`);
    case 'vacancies':
      return webPage('Вакансии', `Работа в кинотеатре: открытые вакансии. ${site}.`);
    case 'vacancies-vacancy': {
      const vacancy = await findVacancy(ctx, route.params.vacancy!);
      if (!vacancy) throw missing(`вакансия ${route.params.vacancy}`);
      return webPage(`Вакансия: ${vacancy.title}`, clip(`${vacancy.summary} ${vacancy.schedule}.`));
    }
  }
}
