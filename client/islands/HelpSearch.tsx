import Search from 'lucide-react/icons/search';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { searchExcerpt } from '../search/searchExcerpt.js';
import { loadSearch, type SearchHit } from '../search/loadSearch.js';
import { searchScript } from '../../model/search.js';

/** Props of the help centre's search field, from `content/support/centre-aide.yaml`. */
export interface HelpSearchProps {
  placeholder: string;
}

/** The sentence the live region says after a search. */
function countText(count: number, query: string): string {
  if (count === 0) return `Aucun résultat pour «\u00a0${query}\u00a0»`;
  return count === 1 ? '1 résultat' : `${count} résultats`;
}

/** What the live region says when the search could not load: `site dev` serves no index (404). */
async function failureText(error: unknown): Promise<string> {
  const missing = await fetch(searchScript, { method: 'HEAD' }).then(
    (response) => response.status === 404,
    () => false,
  );
  if (missing)
    return 'La recherche fonctionne avec site build\u00a0: son index n’est construit que par cette commande.';
  console.warn('Search failed to load:', error);
  return 'La recherche n’a pas pu se charger. Réessayez dans un instant.';
}

/**
 * The help centre's search field: loaded on its first focus with Pagefind's script and index
 * (see main.ts), it lists the pages found as links with their excerpt, the words found marked,
 * and says how many in a polite live region. Arrow keys move between the field and the results.
 */
export function HelpSearch({ placeholder }: HelpSearchProps) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const asked = useRef(0);

  const run = async (query: string) => {
    const turn = ++asked.current;
    if (query.trim() === '') {
      setHits([]);
      setStatus('');
      return;
    }
    try {
      const found = await loadSearch(query);
      if (turn !== asked.current) return; // a later keystroke is under way
      setHits(found.hits);
      setStatus(countText(found.count, query.trim()));
    } catch (error) {
      if (turn === asked.current) setStatus(await failureText(error));
    }
  };

  // What was typed while this island loaded is searched as soon as it is here.
  useEffect(() => {
    if (field.current?.value) void run(field.current.value);
  }, []);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && all.length > 0) {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]!.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? field.current : all[at - 1])?.focus();
    } else if (event.key === 'Escape' && at >= 0) {
      field.current?.focus();
    }
  };

  return (
    <div className="help-search" role="search" onKeyDown={onKeyDown}>
      <div className="search-field">
        <Search size={18} aria-hidden="true" focusable="false" />
        <label className="visually-hidden" htmlFor="help-search">
          Rechercher dans l’aide
        </label>
        <input
          ref={field}
          id="help-search"
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby="help-search-status"
          onInput={(event) => void run((event.target as HTMLInputElement).value)}
        />
      </div>
      <p id="help-search-status" className="search-status" role="status" aria-live="polite">
        {status}
      </p>
      {hits.length > 0 && (
        <ul ref={list} className="search-results" aria-label="Résultats de la recherche">
          {hits.map((hit) => (
            <li key={hit.url}>
              <a href={hit.url}>{hit.title}</a>
              <p>
                {searchExcerpt(hit.excerpt).map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
