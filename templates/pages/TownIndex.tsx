import type { TownDirectory as Directory, TownLink } from '../../model/town.js';
import { TownDirectory } from '../sections/TownLinks.js';

/** `/communes/<département>[/<letter>]`: a list of towns, under a link back to the département. */
export function TownIndex({
  heading,
  intro,
  up,
  directory,
}: {
  heading: string;
  intro: string;
  up?: TownLink;
  directory: Directory;
}) {
  return (
    <>
      <section className="hero hero-local" aria-labelledby="page-title">
        <div className="container hero-inner">
          {up && (
            <p className="kicker">
              <a href={up.href}>{up.label}</a>
            </p>
          )}
          <h1 id="page-title">{heading}</h1>
          <p className="lead">{intro}</p>
        </div>
      </section>
      <TownDirectory directory={directory} />
    </>
  );
}
