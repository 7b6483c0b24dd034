import Play from 'lucide-react/icons/play';
import { useEffect, useRef, useState } from 'react';
import { plainCandidate, srcSet, type PublishedImage } from '../../model/publishedImage.js';

export interface VideoPlayerProps {
  title: string;
  /** `4 min 30`, as the page says it. */
  duration: string;
  /** The player's address on the video host; nothing is asked of the host before the click. */
  url: string;
  /** The poster's address in `public/`, and its published files when the build encoded it. */
  poster: { src: string; image?: PublishedImage };
}

/** How wide the poster is shown: the page's grid, one to three columns. */
const posterSizes = '(min-width: 64em) 24rem, (min-width: 40em) 50vw, 100vw';

/** The poster as a `<picture>` (see templates/ui/Picture.tsx), decorative: the link says what it plays. */
function Poster({ src, image }: VideoPlayerProps['poster']) {
  const size = image ? { width: image.width, height: image.height } : {};
  const fallback = image?.sources.at(-1);
  if (!image || !fallback) return <img src={src} alt="" loading="lazy" decoding="async" {...size} />;
  return (
    <picture>
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSet(source.candidates)} sizes={posterSizes} />
      ))}
      <img
        src={plainCandidate(fallback).href}
        srcSet={srcSet(fallback.candidates)}
        sizes={posterSizes}
        alt=""
        loading="lazy"
        decoding="async"
        {...size}
      />
    </picture>
  );
}

/**
 * A video shown as its poster until the visitor plays it: then, and only then, the host's
 * player replaces the poster in a frame, which takes the focus. Without JavaScript the poster
 * is a link to the player on the host.
 */
export function VideoPlayer({ title, duration, url, poster }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing)
    return (
      <div className="video-frame">
        <iframe ref={frame} src={url} title={title} allow="fullscreen; picture-in-picture" allowFullScreen />
      </div>
    );
  const play = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <a className="video-poster" href={url} onClick={play} aria-label={`Lire la vidéo\u00a0: ${title} (${duration})`}>
      <Poster {...poster} />
      <span className="video-play" aria-hidden="true">
        <Play size={28} focusable="false" />
      </span>
      <span className="video-duration" aria-hidden="true">
        {duration}
      </span>
    </a>
  );
}
