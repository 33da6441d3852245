// Search-engine head (title, description, canonical, Open Graph, Twitter, JSON-LD) for every page of the site.

import { plural } from '@kino/api/plural';
import { matchRoute, type RouteName, routePath, scheduleQueryOf } from '@kino/api/routes';
import { TOWN_PREFIX } from '@kino/api/towns';
import type { ContactsPage, Info } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import type { BreadcrumbList, Thing } from 'schema-dts';
import { eventCategories, filmCategories } from '#src/db/schema.ts';
import { InvalidInputError, NotFoundError } from './errors.ts';
import {
  findDocument,
  findFilm,
  findFilms,
  findHall,
  findHalls,
  findInfo,
  findNewsArticle,
  findPage,
  findVacancy,
  type ReadContext,
} from './repository.ts';
import { type ShareImage, SITE_CARD, shareImage } from './share-image.ts';
import {
  breadcrumbs,
  type Cinema,
  type FilmPage,
  filmNodes,
  graph,
  jobPosting,
  newsNodes,
  theatre,
} from './structured-data.ts';

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
  /** The page's sharing image (a raster card); the cinema's card when absent. */
  image?: ShareImage;
  /** JSON-LD nodes about the page; the breadcrumb trail is added to them. */
  jsonLd?: Thing[];
  /** The page's place under the home page: its list (if any) and itself (BreadcrumbList). */
  crumbs?: Array<{ name: string; route?: RouteName; params?: Record<string, string> }>;
  publishedTime?: string;
}

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** Lists shown a page at a time (`?page=N`). */
const PAGED_LISTS: ReadonlySet<RouteName> = new Set([
  'events',
  'events_cat-category',
  'news',
  'documents',
  'vacancies',
]);

/** The names of the lists pages belong to, for breadcrumbs. */
const SECTION: Partial<Record<RouteName, string>> = {
  afisha: 'Афиша',
  skoro: 'Скоро в кино',
  events: 'События',
  news: 'Новости',
  certificates: 'Подарочные сертификаты',
  cinema: 'О кинотеатре',
  contacts: 'Контакты',
  documents: 'Документы',
  faq: 'Частые вопросы',
  services: 'Услуги',
  vacancies: 'Вакансии',
  search: 'Поиск',
  dostupnost: 'Доступность',
};

export interface HeadOptions {
  siteOrigin: string;
  /** The moment the head describes: a film's structured data lists the screenings still to come. */
  now: Date;
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
  // A decoded %00 or other control character is no page's path (and PostgreSQL text cannot hold NUL).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
  if (/[\u0000-\u001f\u007f]/.test(path)) throw bad('Адрес содержит недопустимые символы.');
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
  // A list's later pages are pages of their own (`?page=2`); every other query (filters, days, tracking) is the
  // same page as without it.
  const listPage = PAGED_LISTS.has(route.name) ? Number(url.searchParams.get('page') ?? '1') : 1;
  const pageNumber = Number.isInteger(listPage) && listPage >= 2 && listPage <= 1000 ? listPage : 1;
  const canonical = `${options.siteOrigin}${prefix}${local}${pageNumber > 1 ? `?page=${pageNumber}` : ''}`;
  const pageUrl = (name: RouteName, params?: Record<string, string>) =>
    `${options.siteOrigin}${routePath({ name, params }, ctx.town)}`;
  const about = (await findPage(ctx, 'about')) as { lead: string } | undefined;
  const suffix = `${info.cinemaName}, ${info.townName}`;
  const cinemaCard = shareImage(ctx, 'site', SITE_CARD, `${info.cinemaName}, ${info.townName}`);
  const cinema: Cinema = {
    info,
    homeUrl: pageUrl('index'),
    theatreUrl: pageUrl('contacts'),
    image: cinemaCard.url,
  };
  const described = await describe(ctx, route, { info, canonical, cinema, pageUrl, about, now: options.now });
  const data =
    pageNumber > 1 ? { ...described, title: `${described.title}, страница ${pageNumber}` } : described;
  const image = data.image ?? cinemaCard;
  // Shared, a page says which town it is of (both towns have an «Афиша»), and a schedule keeps the day and filters
  // it was shared with; the canonical address stays the unfiltered page.
  const shareTitle = data.title === suffix ? suffix : `${data.title} — ${info.townName}`;
  const shareUrl = route.name === 'afisha' ? `${canonical}${scheduleQueryOf(url.searchParams)}` : canonical;
  const tags = [
    `<title>${escapeHtml(data.title === suffix ? suffix : `${data.title} — ${suffix}`)}</title>`,
    `<meta name="description" content="${escapeHtml(data.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="ru_RU">`,
    `<meta property="og:site_name" content="${escapeHtml(suffix)}">`,
    `<meta property="og:type" content="${data.type}">`,
    `<meta property="og:title" content="${escapeHtml(shareTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(data.description)}">`,
    `<meta property="og:url" content="${escapeHtml(shareUrl)}">`,
    // A raster card of 1200×630 on every page: messengers show neither SVG nor pictures of unknown size.
    `<meta property="og:image" content="${escapeHtml(image.url)}">`,
    `<meta property="og:image:type" content="${image.type}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
  ];
  // Search results are the site's own listing of other pages: followed, not indexed (Google's guidance on internal
  // search pages); the pages they lead to are in the sitemap.
  if (route.name === 'search') tags.push(`<meta name="robots" content="noindex, follow">`);
  if (data.publishedTime)
    tags.push(`<meta property="article:published_time" content="${escapeHtml(data.publishedTime)}">`);
  tags.push(
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(shareTitle)}">`,
    `<meta name="twitter:description" content="${escapeHtml(data.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`,
  );
  const trail: BreadcrumbList | undefined = data.crumbs
    ? breadcrumbs([
        { name: 'Главная', url: cinema.homeUrl },
        ...data.crumbs.map((crumb) => ({
          name: crumb.name,
          url: crumb.route ? pageUrl(crumb.route, crumb.params) : canonical,
        })),
      ])
    : undefined;
  const jsonLd = data.jsonLd || trail ? graph(...(data.jsonLd ?? []), trail) : undefined;
  if (jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  return tags.join('');
}

interface Describe {
  info: Info;
  canonical: string;
  cinema: Cinema;
  pageUrl(name: RouteName, params?: Record<string, string>): string;
  about: { lead: string } | undefined;
  now: Date;
}

/** The theatre as a LocalBusiness, with its halls and the week's ticket prices. */
async function theatreNode(ctx: ReadContext, d: Describe, mapUrl?: string) {
  const [halls, films] = await Promise.all([findHalls(ctx), findFilms(ctx)]);
  const prices = films.flatMap((film) => film.sessions.map((s) => s.priceFrom.amount));
  return theatre(d.cinema, {
    halls: halls.map((hall) => ({ name: hall.name, url: d.pageUrl('hall-hall', { hall: hall.slug }) })),
    prices: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : undefined,
    ...(mapUrl ? { mapUrl } : {}),
  });
}

async function describe(
  ctx: ReadContext,
  route: { name: RouteName; params: Record<string, string> },
  d: Describe,
): Promise<HeadData> {
  const { info } = d;
  const site = `${info.cinemaName}, ${info.townName}`;
  const missing = (what: string) => new NotFoundError(`Нет страницы: ${what}.`);
  /** A page of its own under the home page (its name in the breadcrumbs is its section's). */
  const webPage = (title: string, description: string): HeadData => ({
    title,
    description,
    type: 'website',
    crumbs: [{ name: SECTION[route.name] ?? title }],
  });
  /** The route's film or event category's name, or a 404. */
  const categoryName = async (table: typeof filmCategories | typeof eventCategories) => {
    const slug = route.params.category!;
    const [row] = await ctx.db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.town, ctx.town), eq(table.slug, slug)));
    if (!row) throw missing(`категория ${slug}`);
    return row.name;
  };
  /** An item of a list: home › list › item. */
  const inList = (list: RouteName, name: string): HeadData['crumbs'] => [
    { name: SECTION[list]!, route: list },
    { name },
  ];
  switch (route.name) {
    case 'index':
      return {
        title: site,
        description: d.about?.lead ?? `Афиша и расписание сеансов: ${site}.`,
        type: 'website',
        jsonLd: [await theatreNode(ctx, d)],
      };
    case 'afisha': {
      // The films with sessions this week: those the schedule shows.
      const showing = (await findFilms(ctx)).filter((film) => film.sessions.length > 0).length;
      return webPage(
        'Афиша и расписание сеансов',
        `Расписание сеансов на неделю: ${showing} ${plural(showing, 'фильм', 'фильма', 'фильмов')}, премьеры и фильмы для детей. Билеты онлайн и в кассе.`,
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
      const card = shareImage(
        ctx,
        'film',
        film.slug,
        `Постер фильма «${film.title}» (${film.ageRating}) — ${site}`,
      );
      const page: FilmPage = {
        film,
        url: d.canonical,
        images: [shareImage(ctx, 'poster', film.slug, film.poster.alt).url, card.url],
        hallUrl: (hall) => d.pageUrl('hall-hall', { hall }),
      };
      return {
        title: `${film.title} (${film.ageRating}) — билеты и расписание`,
        description: clip(film.description),
        type: 'video.movie',
        image: card,
        jsonLd: filmNodes(page, d.cinema, d.now),
        crumbs: inList('afisha', film.title),
      };
    }
    case 'movie_cat-category': {
      const name = await categoryName(filmCategories);
      return {
        ...webPage(`${name} — фильмы в кино`, `${name}: фильмы в прокате и расписание сеансов. ${site}.`),
        crumbs: inList('afisha', name),
      };
    }
    case 'events_cat-category': {
      const name = await categoryName(eventCategories);
      return {
        ...webPage(`${name} — мероприятия`, `${name}: мероприятия в кинотеатре. ${site}.`),
        crumbs: inList('events', name),
      };
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
      const card = shareImage(ctx, 'news', article.slug, article.image.alt);
      return {
        title: article.title,
        description: clip(article.excerpt),
        type: 'article',
        image: card,
        publishedTime: article.publishedAt,
        jsonLd: newsNodes(article, d.canonical, [card.url, article.image.url], d.cinema),
        crumbs: inList('news', article.title),
      };
    }
    case 'certificates':
      return webPage('Подарочные сертификаты', `Подарочные сертификаты на кино и в кинобар. ${site}.`);
    case 'cinema':
      return webPage('О кинотеатре', d.about?.lead ?? `О кинотеатре. ${site}.`);
    case 'contacts': {
      const contacts = (await findPage(ctx, 'contacts')) as ContactsPage | undefined;
      return {
        ...webPage(
          'Контакты',
          `Адрес: ${info.address.town}, ${info.address.street}. Телефон кассы: ${info.phones[0]?.number ?? ''}.`,
        ),
        jsonLd: [await theatreNode(ctx, d, contacts?.mapUrl)],
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
      return { ...webPage(doc.title, clip(doc.summary)), crumbs: inList('documents', doc.title) };
    }
    case 'faq': {
      const faq = (await findPage(ctx, 'faq')) as
        | { intro: string; groups: { items: { question: string; answer: string }[] }[] }
        | undefined;
      return {
        ...webPage('Частые вопросы', clip(faq?.intro ?? 'Ответы на частые вопросы зрителей.')),
        ...(faq
          ? {
              jsonLd: [
                {
                  '@type': 'FAQPage',
                  mainEntity: faq.groups
                    .flatMap((g) => g.items)
                    .map((item) => ({
                      '@type': 'Question',
                      name: item.question,
                      acceptedAnswer: { '@type': 'Answer', text: item.answer },
                    })),
                },
              ],
            }
          : {}),
      };
    }
    case 'hall-hall': {
      const hall = await findHall(ctx, route.params.hall!);
      if (!hall) throw missing(`зал ${route.params.hall}`);
      return {
        title: `${hall.name}: ${hall.seats} мест, ${hall.sound}`,
        description: clip(hall.description),
        type: 'website',
        image: shareImage(ctx, 'hall', hall.slug, hall.photos[0]?.alt ?? `${hall.name} — ${site}`),
        crumbs: inList('cinema', hall.name),
      };
    }
    case 'services':
      return webPage('Услуги', `Аренда зала, дни рождения и корпоративные показы. ${site}.`);
    case 'vacancies':
      return webPage('Вакансии', `Работа в кинотеатре: открытые вакансии. ${site}.`);
    case 'search':
      // One page whatever was searched: the canonical address has no query, and the query is not repeated in the head.
      return webPage('Поиск', `Поиск по фильмам, новостям, событиям и вакансиям. ${site}.`);
    case 'dostupnost':
      return webPage(
        'Доступность',
        `Доступная среда ${info.cinemaLocative}: места для зрителей на колясках, индукционная петля, сеансы с субтитрами и тифлокомментарием, как попросить о помощи. ${site}.`,
      );
    case 'vacancies-vacancy': {
      const vacancy = await findVacancy(ctx, route.params.vacancy!);
      if (!vacancy) throw missing(`вакансия ${route.params.vacancy}`);
      return {
        ...webPage(`Вакансия: ${vacancy.title}`, clip(`${vacancy.summary} ${vacancy.schedule}.`)),
        jsonLd: [jobPosting(vacancy, d.canonical, d.cinema, ctx.today)],
        crumbs: inList('vacancies', vacancy.title),
      };
    }
  }
}
