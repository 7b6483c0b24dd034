import type { Tutorials as TutorialsContent } from '../../model/support.js';
import { Island } from '../Island.js';
import { ConstructionBlock } from '../sections/ConstructionBlock.js';
import { DevBanner } from '../sections/DevBanner.js';
import { PageHero } from '../sections/PageHero.js';
import { useSite } from '../SiteContext.js';
import { Card } from '../ui/Card.js';

/** The videos, each a poster that loads its player on the visitor's click (see VideoPlayer). */
function Videos({ tutorials }: { tutorials: TutorialsContent }) {
  const { images } = useSite();
  return (
    <section className="section-block" aria-labelledby="videos-title">
      <h2 id="videos-title">{tutorials.videosTitle ?? 'Nos vidéos'}</h2>
      <ul className="grid grid-3 video-list">
        {tutorials.videos.map((video) => (
          <Card as="li" key={video.url} className="video-card">
            <Island
              name="VideoPlayer"
              props={{
                title: video.title,
                duration: video.duration,
                url: video.url,
                poster: { src: video.poster, image: images?.[video.poster] },
              }}
            />
            <h3>{video.title}</h3>
            <p className="doc-meta">Vidéo · {video.duration}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/tutoriels-video`: the videos of the content, or while there are none, the block announcing
 * the coming collections, as the specification shows the page.
 */
export function Tutorials({ tutorials }: { tutorials: TutorialsContent }) {
  return (
    <>
      <PageHero kicker="Support" heading={tutorials.heading} intro={tutorials.intro} />
      <div className="container section-tight">
        <DevBanner {...tutorials.banner} />
        {tutorials.videos.length > 0 ? (
          <Videos tutorials={tutorials} />
        ) : (
          <ConstructionBlock block={tutorials.construction} />
        )}
      </div>
    </>
  );
}
