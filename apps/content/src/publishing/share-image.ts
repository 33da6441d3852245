// Sharing images (og:image, twitter:image): 1200×630 JPEGs composed with sharp from the content's own pictures.
//
// Messengers and social networks (VK, Telegram, Facebook) show no SVG, and the demo's artwork is SVG; uploaded
// pictures may have any size. So every page gets a raster card of the size they all crop to: a film's poster on the
// town's background with its title, a news item's or a hall's own picture cut to 1200×630, or the cinema's card.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { OverlayOptions, Sharp } from 'sharp';
import { loadSharp } from '#src/runtime/sharp.ts';
import { renderArt, renderPoster } from './artwork.ts';
import { NotFoundError } from './errors.ts';
import { escapeXml, wrap as wrapText } from './media.ts';
import { findFilm, findHall, findInfo, findNewsArticle, findPage, type ReadContext } from './repository.ts';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** A raster poster for structured data (Google's Movie carousel wants 2:3 pictures it can read). */
const POSTER_WIDTH = 600;
const POSTER_HEIGHT = 900;

/** What a sharing image can be made for: `/media/share/{kind}/{slug}.jpg`. */
export const SHARE_KINDS = ['film', 'poster', 'news', 'hall', 'site'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The slug of the cinema's own card (`/media/share/site/cinema.jpg`). */
export const SITE_CARD = 'cinema';

const FILE = /^([a-z0-9][a-z0-9_-]{0,119})\.jpg$/;
/** Fonts with Cyrillic glyphs first: the text is drawn by librsvg with whatever fontconfig finds on the server. */
const FONT = "'DejaVu Sans','Liberation Sans','PT Sans',Arial,sans-serif";
const JPEG = { quality: 82, mozjpeg: true } as const;

/** The public URL of a sharing image of this town. */
export function shareImageUrl(
  ctx: Pick<ReadContext, 'publicUrl' | 'town'>,
  kind: ShareKind,
  slug: string,
): string {
  return `${ctx.publicUrl}/${ctx.town}/media/share/${kind}/${slug}.jpg`;
}

/** The image tags of a page: its sharing card's URL, size and alternative text. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: 'image/jpeg';
}

export function shareImage(
  ctx: Pick<ReadContext, 'publicUrl' | 'town'>,
  kind: ShareKind,
  slug: string,
  alt: string,
): ShareImage {
  const [width, height] = kind === 'poster' ? [POSTER_WIDTH, POSTER_HEIGHT] : [SHARE_WIDTH, SHARE_HEIGHT];
  return { url: shareImageUrl(ctx, kind, slug), width, height, alt, type: 'image/jpeg' };
}

// Composed images by the hash of everything they are made from: a new content version (every cinema day, every
// edit) re-renders only the cards whose film, picture or town really changed. About 60–120 kB each.
const composed = new LRUCache<string, Buffer>({
  max: 400,
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});

async function once(inputs: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha1').update(JSON.stringify(inputs)).digest('base64url');
  const hit = composed.get(key);
  if (hit) return hit;
  const bytes = await make();
  composed.set(key, bytes);
  return bytes;
}

/**
 * The bytes of a picture the content refers to. The service's own generated artwork is rendered in-process; an
 * uploaded or external picture is fetched (bounded in time and size). Nothing usable: undefined.
 */
async function pictureBytes(ctx: ReadContext, url: string): Promise<Buffer | undefined> {
  const own = `${ctx.publicUrl}/${ctx.town}/`;
  try {
    if (url.startsWith(own)) {
      const path = url.slice(own.length);
      const poster = /^media\/posters\/([^/?#]+)$/.exec(path);
      if (poster) return Buffer.from(await renderPoster(ctx, poster[1]!));
      const art = /^media\/art\/([^/?#]+)\/([^/?#]+)$/.exec(path);
      if (art) return Buffer.from(await renderArt(ctx, art[1]!, art[2]!));
    }
    if (!/^https?:\/\//.test(url)) return undefined;
    const answer = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    const length = Number(answer.headers.get('content-length') ?? 0);
    if (!answer.ok || length > 15 * 1024 * 1024) return undefined;
    return Buffer.from(await answer.arrayBuffer());
  } catch {
    return undefined;
  }
}

/** A picture cut to fill w×h (SVG rendered at a density that keeps it sharp at that size). */
async function cover(bytes: Buffer, width: number, height: number): Promise<Sharp> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes).metadata();
  const density =
    meta.format === 'svg' && meta.width
      ? Math.min(
          600,
          Math.max(72, Math.ceil(72 * Math.max(width / meta.width, height / (meta.height ?? 1)) + 1)),
        )
      : undefined;
  return sharp(bytes, density ? { density } : {}).resize(width, height, {
    fit: 'cover',
    position: 'attention',
  });
}

interface Town {
  cinemaName: string;
  townName: string;
  street: string;
  /** The town's picture (the «О кинотеатре» image), blurred behind the cards. */
  picture: string | undefined;
}

async function townOf(ctx: ReadContext): Promise<Town> {
  const [info, about] = await Promise.all([
    findInfo(ctx),
    findPage(ctx, 'about') as Promise<{ image?: { url: string } } | undefined>,
  ]);
  if (!info) throw new NotFoundError('Нет содержимого для этого города.');
  return {
    cinemaName: info.cinemaName,
    townName: info.townName,
    street: info.address.street,
    picture: about?.image?.url,
  };
}

/**
 * The town's background: its picture blurred and darkened (blurred small and scaled up: the same look for a
 * fraction of the work), or a dark gradient when it has none. One per town picture, kept with the cards.
 */
async function background(ctx: ReadContext, town: Town): Promise<Buffer> {
  return once(['background', town.picture], async () => {
    const sharp = await loadSharp();
    const bytes = town.picture ? await pictureBytes(ctx, town.picture) : undefined;
    if (bytes) {
      const small = await (await cover(bytes, SHARE_WIDTH / 4, Math.round(SHARE_HEIGHT / 4)))
        .blur(6)
        .modulate({ brightness: 0.55 })
        .png()
        .toBuffer();
      return sharp(small).resize(SHARE_WIDTH, SHARE_HEIGHT).png().toBuffer();
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2140"/><stop offset="1" stop-color="#0e0c14"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  });
}

const duration = (minutes: number) =>
  `${Math.floor(minutes / 60)} ч${minutes % 60 ? ` ${minutes % 60} мин` : ''}`;

/** Lines of text as SVG, squeezed to the column when a line is still too wide for it. */
function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  column: number,
  attrs: string,
  widthPerChar = 0.62,
): string {
  return lines
    .map((line, i) => {
      const fit =
        line.length * size * widthPerChar > column
          ? ` textLength="${column}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="${x}" y="${y + i * Math.round(size * 1.15)}" font-size="${size}"${fit} ${attrs}>${escapeXml(line)}</text>`;
    })
    .join('');
}

async function filmCard(ctx: ReadContext, slug: string): Promise<Buffer> {
  const film = await findFilm(ctx, slug);
  if (!film) throw new NotFoundError(`Нет фильма ${slug}.`);
  const town = await townOf(ctx);
  const inputs = [
    'film',
    ctx.town,
    film.title,
    film.originalTitle,
    film.year,
    film.genres,
    film.durationMin,
    film.ageRating,
    film.poster.url,
    town,
  ];
  return once(inputs, async () => {
    const posterBytes = await pictureBytes(ctx, film.poster.url);
    const poster = posterBytes ? await (await cover(posterBytes, 340, 510)).png().toBuffer() : undefined;
    const left = poster ? 470 : 80;
    const column = SHARE_WIDTH - left - 70;
    const size = film.title.length > 40 ? 46 : film.title.length > 22 ? 54 : 64;
    const title = wrapText(film.title, Math.floor(column / (size * 0.62)), 3);
    const titleTop = 190;
    const afterTitle = titleTop + (title.length - 1) * Math.round(size * 1.15);
    const details = [
      film.year ? String(film.year) : '',
      film.genres.slice(0, 2).join(', '),
      duration(film.durationMin),
    ]
      .filter(Boolean)
      .join(' · ');
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#shade)"/>
<g font-family="${FONT}" fill="#fff">
<text x="${left}" y="110" font-size="24" letter-spacing="3" fill="#ffd27a">${escapeXml(town.cinemaName.toUpperCase())}</text>
${textLines(title, left, titleTop, size, column, 'font-weight="700"')}
${film.originalTitle ? textLines([film.originalTitle], left, afterTitle + 52, 28, column, 'font-style="italic" fill-opacity="0.8"') : ''}
${textLines([details], left, afterTitle + (film.originalTitle ? 100 : 64), 28, column, 'fill-opacity="0.9"', 0.55)}
<rect x="${left}" y="470" width="84" height="46" rx="8" fill="none" stroke="#fff" stroke-width="3"/>
<text x="${left + 42}" y="503" font-size="26" font-weight="700" text-anchor="middle">${escapeXml(film.ageRating)}</text>
<text x="${left + 108}" y="503" font-size="26" fill-opacity="0.9">Билеты и расписание · ${escapeXml(town.townName)}</text>
</g></svg>`;
    const layers: OverlayOptions[] = [{ input: Buffer.from(overlay), top: 0, left: 0 }];
    if (poster) layers.push({ input: poster, top: 60, left: 80 });
    const sharp = await loadSharp();
    return sharp(await background(ctx, town))
      .composite(layers)
      .jpeg(JPEG)
      .toBuffer();
  });
}

async function posterImage(ctx: ReadContext, slug: string): Promise<Buffer> {
  const film = await findFilm(ctx, slug);
  if (!film) throw new NotFoundError(`Нет фильма ${slug}.`);
  return once(['poster', ctx.town, film.poster.url, film.title, film.ageRating], async () => {
    const bytes = await pictureBytes(ctx, film.poster.url);
    if (!bytes) throw new NotFoundError(`Нет постера фильма ${slug}.`);
    return (await cover(bytes, POSTER_WIDTH, POSTER_HEIGHT))
      .flatten({ background: '#000' })
      .jpeg(JPEG)
      .toBuffer();
  });
}

/** A picture of the content (news, hall) cut to the card's size; without one, the cinema's card. */
async function pictureCard(ctx: ReadContext, url: string | undefined): Promise<Buffer> {
  const bytes = url ? await pictureBytes(ctx, url) : undefined;
  if (!bytes) return siteCard(ctx);
  return once(['picture', url, createHash('sha1').update(bytes).digest('hex')], async () =>
    (await cover(bytes, SHARE_WIDTH, SHARE_HEIGHT)).flatten({ background: '#000' }).jpeg(JPEG).toBuffer(),
  );
}

/** The cinema's card: its name, town and address on the town's background. */
async function siteCard(ctx: ReadContext): Promise<Buffer> {
  const town = await townOf(ctx);
  return once(['site', ctx.town, town], async () => {
    const size = town.cinemaName.length > 26 ? 60 : 76;
    const name = wrapText(town.cinemaName, Math.floor(1040 / (size * 0.62)), 2);
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
<g font-family="${FONT}" fill="#fff">
<text x="80" y="150" font-size="26" letter-spacing="3" fill="#ffd27a">АФИША · РАСПИСАНИЕ · БИЛЕТЫ</text>
${textLines(name, 80, 300, size, 1040, 'font-weight="700"')}
<rect x="80" y="${330 + (name.length - 1) * Math.round(size * 1.15)}" width="96" height="6" fill="#ffd27a"/>
${textLines([`${town.townName}, ${town.street}`], 80, 420 + (name.length - 1) * Math.round(size * 1.15), 34, 1040, 'fill-opacity="0.9"', 0.55)}
</g></svg>`;
    const sharp = await loadSharp();
    return sharp(await background(ctx, town))
      .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
      .jpeg(JPEG)
      .toBuffer();
  });
}

/** `GET /{town}/media/share/{kind}/{slug}.jpg`: the sharing image, or NotFoundError. */
export async function renderShareImage(ctx: ReadContext, kind: string, file: string): Promise<Buffer> {
  const slug = FILE.exec(file)?.[1];
  if (!slug || !(SHARE_KINDS as readonly string[]).includes(kind))
    throw new NotFoundError(`Нет изображения ${kind}/${file}.`);
  switch (kind as ShareKind) {
    case 'film':
      return filmCard(ctx, slug);
    case 'poster':
      return posterImage(ctx, slug);
    case 'news': {
      const article = await findNewsArticle(ctx, slug);
      if (!article) throw new NotFoundError(`Нет новости ${slug}.`);
      return pictureCard(ctx, article.image.url);
    }
    case 'hall': {
      const hall = await findHall(ctx, slug);
      if (!hall) throw new NotFoundError(`Нет зала ${slug}.`);
      return pictureCard(ctx, hall.photos[0]?.url);
    }
    case 'site':
      if (slug !== SITE_CARD) throw new NotFoundError(`Нет изображения ${kind}/${file}.`);
      return siteCard(ctx);
  }
}
