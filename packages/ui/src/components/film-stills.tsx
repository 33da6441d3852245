// Frames from a film as a row that scrolls sideways (snapping to each frame); the keyboard scrolls it too.
import type { Image } from '@kino/api/types';
import { ContentImage } from './content-image.tsx';

export function FilmStills({ stills, title }: { stills: Image[]; title: string }) {
  if (stills.length === 0) return null;
  return (
    <section className="film-stills" aria-labelledby="film-stills">
      <h2 id="film-stills">Кадры из фильма</h2>
      {/* Focusable, so keyboard users can scroll it: it is wider than the screen on phones. */}
      <ul className="stills" tabIndex={0} aria-label={`Кадры из фильма «${title}»`}>
        {stills.map((still) => (
          <li key={still.url}>
            <ContentImage image={still} sizes="(min-width: 1024px) 400px, 80vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
