// A trailer that costs nothing until asked for: a link to YouTube without JS, a button that swaps in the player with JS.
// Nothing comes from the video host before the click: the cover is our own picture (a still), not YouTube's thumbnail.
import type { Image, Trailer as TrailerData } from '@kino/api/types';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#src/hooks/use-hydrated.ts';
import { PlayIcon } from './icons.tsx';

export function trailerEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

export function Trailer({ trailer, title, cover }: { trailer: TrailerData; title: string; cover?: Image }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="trailer">
        <iframe
          ref={frameRef}
          src={trailerEmbedUrl(trailer.videoId)}
          title={`Трейлер фильма «${title}»`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const content = (
    <>
      <span className="trailer-play">
        <PlayIcon />
      </span>
      <span className="trailer-label">Смотреть трейлер</span>
    </>
  );
  return (
    <div className="trailer trailer-placeholder">
      {cover ? (
        <img className="trailer-cover" src={cover.url} alt="" loading="lazy" decoding="async" />
      ) : null}
      {hydrated ? (
        <button
          type="button"
          className="trailer-button"
          onClick={() => setPlaying(true)}
          aria-label={`Смотреть трейлер фильма «${title}»`}
        >
          {content}
        </button>
      ) : (
        <a
          className="trailer-button"
          href={trailer.url}
          aria-label={`Смотреть трейлер фильма «${title}» на YouTube`}
        >
          {content}
        </a>
      )}
    </div>
  );
}
