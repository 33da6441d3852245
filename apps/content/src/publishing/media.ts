// Locally generated artwork: film posters and illustrations as SVG, distinct colours per item, no external files.
import { hashString, rng } from './random.ts';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Words in lines of at most `maxChars`; the last kept line ends with an ellipsis when text is left over. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,:;!?…]*$/, '')}…`;
    return kept;
  }
  return lines;
}

function palette(seed: string) {
  const hue = hashString(seed) % 360;
  const shift = 40 + (hashString(`${seed}:shift`) % 120);
  return {
    from: `hsl(${hue} 70% 38%)`,
    to: `hsl(${(hue + shift) % 360} 65% 14%)`,
    accent: `hsl(${(hue + 180) % 360} 85% 70%)`,
  };
}

function shapes(seed: string, width: number, height: number, n: number): string {
  const random = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = Math.round(20 + random() * width * 0.35);
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height * 0.7);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.04 + random() * 0.08).toFixed(2)}"/>`;
  }
  return out;
}

export interface PosterText {
  slug: string;
  title: string;
  originalTitle: string | null;
  year: number | null;
  ageRating: string;
  genres: string[];
  cinemaName: string;
}

/** Year and genres, short enough to leave room for the age box on the right. */
function posterCaption(film: PosterText): string {
  const join = (...parts: Array<string | number | null | undefined>) => parts.filter(Boolean).join(' · ');
  const two = join(film.year, film.genres.slice(0, 2).join(', '));
  return two.length <= 30 ? two : join(film.year, film.genres[0]);
}

export function posterSvg(film: PosterText): string {
  const c = palette(film.slug);
  const fontSize = film.title.length > 28 ? 34 : 42;
  // Bold capitals (Cyrillic ones especially) are about 0.8 em wide; a line that might still be wider than the
  // 340 px text column is squeezed to fit, so no title runs off the poster whatever font the viewer has.
  const charWidth = fontSize * 0.8;
  const lines = wrap(film.title.toUpperCase(), Math.floor(340 / charWidth), 4);
  const top = 600 - 150 - lines.length * (fontSize + 6);
  const title = lines
    .map((line, i) => {
      const fit = line.length * charWidth > 340 ? ' textLength="340" lengthAdjust="spacingAndGlyphs"' : '';
      return `<text x="30" y="${top + i * (fontSize + 6)}" font-size="${fontSize}" font-weight="800" fill="#fff"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
  const original = film.originalTitle
    ? `<text x="30" y="${top + lines.length * (fontSize + 6) + 4}" font-size="18" fill="#fff" fill-opacity="0.75" font-style="italic">${escapeXml(film.originalTitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(`Постер фильма «${film.title}»`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="400" height="600" fill="url(#g)"/>${shapes(film.slug, 400, 600, 6)}
<rect x="306" y="498" width="64" height="34" rx="6" fill="none" stroke="#fff" stroke-width="2"/>
<text x="338" y="522" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(film.ageRating)}</text>
<g font-family="'PT Sans','Helvetica Neue',Arial,sans-serif">${title}${original}</g>
<rect x="30" y="488" width="60" height="4" fill="${c.accent}"/>
<text x="30" y="520" font-family="Arial,sans-serif" font-size="16" fill="#fff" fill-opacity="0.85">${escapeXml(posterCaption(film))}</text>
<text x="30" y="566" font-family="Arial,sans-serif" font-size="14" fill="#fff" fill-opacity="0.6">${escapeXml(film.cinemaName)}</text>
</svg>`;
}

export function artSvg(seed: string, width: number, height: number, caption: string, label: string): string {
  const c = palette(seed);
  const fontSize = Math.round(Math.min(width, height) / 12);
  const lines = wrap(caption, Math.floor((width * 0.84) / (fontSize * 0.56)), 3);
  const baseY = height - Math.round(height * 0.12) - (lines.length - 1) * (fontSize + 8);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.06)}" y="${baseY + i * (fontSize + 8)}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes(seed, width, height, 8)}
<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.14)}" font-family="Arial,sans-serif" font-size="${Math.round(fontSize * 0.5)}" letter-spacing="3" fill="${c.accent}">${escapeXml(label.toUpperCase())}</text>
<g font-family="'PT Sans','Helvetica Neue',Arial,sans-serif">${text}</g>
</svg>`;
}

/**
 * A film still: a wide landscape scene (sky, sun or moon, hills, a horizon) in the film's colours, so the stills of
 * one film look like one film and differ from each other. No text: a still is a picture, its alt says what it is.
 */
export function stillSvg(
  filmSlug: string,
  index: number,
  width: number,
  height: number,
  alt: string,
): string {
  const c = palette(filmSlug);
  const random = rng(`${filmSlug}:still:${index}`);
  const horizon = Math.round(height * (0.5 + random() * 0.2));
  const sunX = Math.round(width * (0.15 + random() * 0.7));
  const sunY = Math.round(horizon * (0.35 + random() * 0.4));
  const sunR = Math.round(height * (0.06 + random() * 0.08));
  const hills = [0, 1, 2]
    .map((layer) => {
      const base = horizon + layer * Math.round(height * 0.08);
      let d = `M0 ${height} L0 ${base}`;
      const steps = 6;
      for (let i = 1; i <= steps; i++) {
        const x = Math.round((width / steps) * i);
        const y = Math.round(base - random() * height * 0.18);
        d += ` Q${x - Math.round(width / steps / 2)} ${y} ${x} ${base - Math.round(random() * height * 0.05)}`;
      }
      d += ` L${width} ${height} Z`;
      return `<path d="${d}" fill="#000" fill-opacity="${(0.25 + layer * 0.2).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(alt)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.to}"/><stop offset="1" stop-color="${c.from}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR * 3}" fill="url(#glow)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${c.accent}" fill-opacity="0.85"/>${shapes(`${filmSlug}:${index}`, width, horizon, 4)}${hills}
</svg>`;
}
