// The magnifier also brings preact/compat into this chunk's reach, as into every other island's:
// without it esbuild cut compat off preact's chunk, 0.3 KB gzip more on every page's first load.
import Search from 'lucide-react/icons/search';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { announce } from '../announce/announce.js';
import { indexTowns, isWholeName, matchTowns, queryLetters, type IndexedTown } from '../townFinder/matchTowns.js';
import { finderMinLetters, finderShown, type FinderTown } from '../../model/townFinder.js';

/** The list of towns: being fetched, fetched, or failed (the next key typed tries again). */
type TownList = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; index: IndexedTown[] };

/** How long typing must pause before the count is said: one announcement per search, not per key. */
const announceAfter = 500;

const failedText = 'La liste des communes n’a pas pu être chargée. Réessayez, ou parcourez la liste ci-dessous.';

/**
 * A département's « Trouver votre commune » field: after two letters, the towns whose name (or
 * one of its words) starts so, as links (the first ten, and the count of the others); the count
 * is said once typing pauses. Loaded on the field's first focus (see main.ts), it then fetches
 * `list`, the département's towns written by the build (see townFinderFiles). Enter after a whole
 * name opens its page; otherwise Enter or the down arrow goes to the first link, arrows move
 * between links, Escape comes back to the field or empties it.
 */
export function TownFinder({ list }: { list: string }) {
  const [query, setQuery] = useState('');
  const [towns, setTowns] = useState<TownList>({ state: 'loading' });
  const field = useRef<HTMLInputElement>(null);
  const links = useRef<HTMLUListElement>(null);

  const load = () => {
    setTowns({ state: 'loading' });
    fetch(list)
      .then((response) => {
        if (!response.ok) throw new Error(`${list}: ${response.status}`);
        return response.json() as Promise<FinderTown[]>;
      })
      .then(
        (fetched) => setTowns({ state: 'ready', index: indexTowns(fetched) }),
        () => setTowns({ state: 'failed' }),
      );
  };
  useEffect(() => {
    // What was typed while this island loaded is searched for as soon as the list arrives.
    setQuery(field.current?.value ?? '');
    load();
  }, []);

  const active = queryLetters(query) >= finderMinLetters;
  const found = useMemo(
    () => (active && towns.state === 'ready' ? matchTowns(towns.index, query, finderShown) : undefined),
    [active, towns, query],
  );
  const said = found ? countText(found.total, query) : towns.state === 'failed' && active ? failedText : '';
  useEffect(() => {
    if (said === '') return;
    const timer = setTimeout(() => announce(said), announceAfter);
    return () => clearTimeout(timer);
  }, [said]);

  const linkAt = (at: number) => links.current?.querySelectorAll('a')[at];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = found?.towns[0];
    if (event.key === 'Enter' && first && isWholeName(first[0], event.currentTarget.value)) {
      // The whole name typed: Enter goes to its page, as the visitor expects of a search.
      event.preventDefault();
      window.location.assign(first[1]);
    } else if ((event.key === 'ArrowDown' || event.key === 'Enter') && linkAt(0)) {
      event.preventDefault();
      linkAt(0)!.focus();
    } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
      event.preventDefault();
      event.currentTarget.value = '';
      setQuery('');
    }
  };
  const onLinkKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = [...(links.current?.querySelectorAll('a') ?? [])];
    const at = all.indexOf(event.target as HTMLAnchorElement);
    const next =
      event.key === 'ArrowDown' ? all[Math.min(at + 1, all.length - 1)] : event.key === 'ArrowUp' ? all[at - 1] : null;
    if (event.key === 'Escape' || (event.key === 'ArrowUp' && at === 0)) field.current?.focus();
    else if (next) next.focus();
    else return;
    event.preventDefault();
  };

  return (
    // A search landmark, not a form: nothing is sent, the links are the answer (and a form
    // without a submit button is a form a keyboard cannot send, WCAG H32).
    <div className="town-finder" role="search" aria-label="Trouver votre commune">
      <div className="field">
        <label htmlFor="commune-cherchee">Trouver votre commune</label>
        <p id="commune-aide" className="form-note">
          Tapez au moins deux lettres de son nom&#x202f;: les communes qui commencent ainsi s’affichent en liens.
        </p>
        <div className="town-finder-box">
          <Search size={20} aria-hidden="true" focusable="false" />
          <input
            ref={field}
            id="commune-cherchee"
            type="search"
            name="commune"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="commune-aide"
            onInput={(event) => {
              setQuery(event.currentTarget.value);
              if (towns.state === 'failed') load();
            }}
            onKeyDown={onFieldKey}
          />
        </div>
      </div>
      <div className="town-finder-results" hidden={!active}>
        <p className="town-finder-count">
          {found ? countText(found.total, query) : towns.state === 'failed' ? failedText : 'Chargement des communes…'}
        </p>
        {found && found.towns.length > 0 && (
          <ul ref={links} className="town-list" onKeyDown={onLinkKey}>
            {found.towns.map(([name, href]) => (
              <li key={href}>
                <a href={href}>{name}</a>
              </li>
            ))}
          </ul>
        )}
        {found && found.total > found.towns.length && (
          <p className="form-note">
            {`et ${found.total - found.towns.length} autres communes\u202f: précisez votre recherche.`}
          </p>
        )}
      </div>
    </div>
  );
}

/** « 3 communes trouvées », or what says none was. */
function countText(total: number, query: string): string {
  if (total === 0) return `Aucune commune ne correspond à «\u202f${query.trim()}\u202f».`;
  return total === 1 ? '1 commune trouvée' : `${total} communes trouvées`;
}
