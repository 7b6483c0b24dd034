import type { Tutorials as TutorialsContent } from '../../model/support.js';
import { ConstructionBlock } from '../sections/ConstructionBlock.js';
import { DevBanner } from '../sections/DevBanner.js';
import { PageHero } from '../sections/PageHero.js';

/** `/tutoriels-video`: under construction, announces the coming video collections. */
export function Tutorials({ tutorials }: { tutorials: TutorialsContent }) {
  return (
    <>
      <PageHero kicker="Support" heading={tutorials.heading} intro={tutorials.intro} />
      <div className="container section-tight">
        <DevBanner {...tutorials.banner} />
        <ConstructionBlock block={tutorials.construction} />
      </div>
    </>
  );
}
