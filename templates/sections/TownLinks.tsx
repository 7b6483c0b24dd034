import type { NearbyTowns, TownDirectory as Directory } from '../../model/town.js';
import { Island } from '../Island.js';
import { SectionHeader } from './SectionHeader.js';

/**
 * A département's towns by initial letter: the names, or a link to each letter's page; above
 * them, the field that finds one by typing (hidden when the browser runs no script).
 */
export function TownDirectory({ directory }: { directory: Directory }) {
  return (
    <section className="section" aria-labelledby="communes-title">
      <div className="container">
        <SectionHeader id="communes" heading={directory.heading} intro={directory.intro} />
        {directory.finder && <Island name="TownFinder" props={{ list: directory.finder }} />}
        {directory.groups.every((group) => group.href) ? (
          <ul className="town-letters">
            {directory.groups.map((group) => (
              <li key={group.letter}>
                <a href={group.href} aria-label={`${group.letter} (${group.count} communes)`}>
                  {group.letter}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          directory.groups.map((group) => (
            <div key={group.letter} className="town-group">
              <h3 id={`lettre-${group.letter.toLowerCase()}`}>{group.letter}</h3>
              <ul className="town-list">
                {group.towns.map((town) => (
                  <li key={town.href}>
                    <a href={town.href}>{town.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  );
}

/** On a town's page: the towns of its intercommunalité, then the link up to its département, and its region. */
export function NearbyTownLinks({ nearby }: { nearby: NearbyTowns }) {
  return (
    <nav className="section" aria-labelledby="alentours-title">
      <div className="container">
        <h2 id="alentours-title" className="section-title">
          {nearby.heading}
        </h2>
        {nearby.intro && <p className="section-intro">{nearby.intro}</p>}
        <ul className="town-list">
          {nearby.neighbours.map((town) => (
            <li key={town.href}>
              <a href={town.href}>{town.label}</a>
            </li>
          ))}
        </ul>
        <p className="town-up">
          <a href={nearby.departement.href}>{nearby.departement.label}</a>
          {nearby.region && <span>{nearby.region}</span>}
        </p>
      </div>
    </nav>
  );
}
