// Serves the artwork the content refers to: a poster per film, an illustration per referenced `media/art/…` URL.
import { and, eq } from 'drizzle-orm';
import { certificates, events, films, halls, news, pages, services, siteInfo } from '#src/db/schema.ts';
import { NotFoundError } from './errors.ts';
import { artSvg, posterSvg, stillSvg } from './media.ts';
import type { ReadContext } from './repository.ts';

const FILE = /^([a-z0-9][a-z0-9_-]{0,119})\.svg$/;

async function cinemaName(ctx: ReadContext): Promise<string> {
  const [row] = await ctx.db.select().from(siteInfo).where(eq(siteInfo.town, ctx.town));
  return (row?.data as { cinemaName?: string } | undefined)?.cinemaName ?? '';
}

export async function renderPoster(ctx: ReadContext, file: string): Promise<string> {
  const slug = FILE.exec(file)?.[1];
  if (!slug) throw new NotFoundError(`Нет постера ${file}.`);
  const [film] = await ctx.db
    .select()
    .from(films)
    .where(and(eq(films.town, ctx.town), eq(films.slug, slug)));
  if (!film) throw new NotFoundError(`Нет постера ${file}.`);
  return posterSvg({
    slug: film.slug,
    title: film.title,
    originalTitle: film.originalTitle,
    year: film.year,
    ageRating: film.ageRating,
    genres: film.genres,
    cinemaName: await cinemaName(ctx),
  });
}

const LABELS: Record<string, string> = {
  news: 'Новости',
  events: 'Мероприятия',
  halls: 'Залы',
  certificates: 'Подарочный сертификат',
  services: 'Услуги',
  about: 'О кинотеатре',
};

const SIZES: Record<string, [number, number]> = {
  news: [1200, 630],
  events: [1200, 630],
  halls: [1200, 800],
  about: [1200, 800],
  certificates: [800, 500],
  services: [800, 600],
  stills: [1280, 720],
};

/** Finds the image object stored under `url` anywhere in a JSON value (its alt is the caption). */
function findImage(value: unknown, url: string): { alt: string } | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findImage(item, url);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.url === url && typeof record.alt === 'string') return { alt: record.alt };
    for (const item of Object.values(record)) {
      const found = findImage(item, url);
      if (found) return found;
    }
  }
  return undefined;
}

export async function renderArt(ctx: ReadContext, kind: string, file: string): Promise<string> {
  const name = FILE.exec(file)?.[1];
  const size = SIZES[kind];
  if (!name || !size) throw new NotFoundError(`Нет изображения ${kind}/${file}.`);
  const url = `media/art/${kind}/${name}.svg`;
  let caption: string | undefined;
  if (kind === 'news') {
    const [row] = await ctx.db
      .select({ title: news.title })
      .from(news)
      .where(and(eq(news.town, ctx.town), eq(news.slug, name)));
    caption = row?.title;
  } else if (kind === 'events') {
    const [row] = await ctx.db
      .select({ title: events.title })
      .from(events)
      .where(and(eq(events.town, ctx.town), eq(events.slug, name)));
    caption = row?.title;
  } else if (kind === 'stills') {
    // `{film}-{n}`: the still is drawn from the film's colours; its alt is stored with the film.
    const [, slug = '', index = '0'] = /^(.+)-(\d+)$/.exec(name) ?? [];
    const [row] = await ctx.db
      .select({ stills: films.stills })
      .from(films)
      .where(and(eq(films.town, ctx.town), eq(films.slug, slug)));
    const alt = row ? findImage(row.stills, url)?.alt : undefined;
    if (!alt) throw new NotFoundError(`Нет изображения ${kind}/${file}.`);
    return stillSvg(slug, Number(index), size[0], size[1], alt);
  } else if (kind === 'halls') {
    const rows = await ctx.db.select().from(halls).where(eq(halls.town, ctx.town));
    caption = rows.map((row) => findImage(row.details, url)?.alt).find(Boolean);
  } else if (kind === 'services' || kind === 'certificates') {
    // The items of the services and certificates pages are rows of their own (staff edit them one by one).
    const table = kind === 'services' ? services : certificates;
    const rows = await ctx.db.select({ image: table.image }).from(table).where(eq(table.town, ctx.town));
    caption = rows.map((row) => findImage(row.image, url)?.alt).find(Boolean);
  } else {
    const rows = await ctx.db.select().from(pages).where(eq(pages.town, ctx.town));
    caption = rows.map((row) => findImage(row.data, url)?.alt).find(Boolean);
  }
  if (!caption) throw new NotFoundError(`Нет изображения ${kind}/${file}.`);
  return artSvg(
    `${ctx.town}/${kind}/${name}`,
    size[0],
    size[1],
    caption,
    `${LABELS[kind]} · ${await cinemaName(ctx)}`,
  );
}
