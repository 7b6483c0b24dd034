import { ArrowLeft, ArrowRight } from 'lucide-react';
import { helpCategoryHeadings, type HelpCategory, type HelpLink } from '../../model/helpArticle.js';
import type { HelpCentre as HelpContent } from '../../model/support.js';
import { formatDate } from '../format.js';
import { PageHero } from '../sections/PageHero.js';
import { SupportCards } from '../sections/SupportCards.js';

/** What a help article shows: its text, its neighbours and the support cards of the help centre. */
export interface HelpArticleProps {
  title: string;
  description: string;
  category: HelpCategory;
  /** ISO date of the last update (`2025-08-27`), shown under the title when given. */
  updated?: string;
  /** The body as HTML, compiled from the article's Markdown as a Markdown page's is. */
  html: string;
  /** The articles before and after this one, in the help centre's order (categories, then `order`). */
  previous?: HelpLink;
  next?: HelpLink;
  /** The help centre's content: its address and its support cards. */
  help: HelpContent;
  helpPath: string;
}

/** `/aide/<nom>`: a help article of `content/aide/`, indexed for the help centre's search. */
export function HelpArticle({
  title,
  description,
  category,
  updated,
  html,
  previous,
  next,
  help,
  helpPath,
}: HelpArticleProps) {
  const kicker = `${help.heading} · ${helpCategoryHeadings[category]}`;
  return (
    <>
      <PageHero kicker={kicker} heading={title} intro={description} />
      <div className="container section-tight">
        <p className="help-back" data-pagefind-ignore="">
          <a href={helpPath}>
            <ArrowLeft size={16} aria-hidden="true" focusable="false" /> Retour au {help.heading.toLowerCase()}
          </a>
        </p>
        <article className="prose">
          <div dangerouslySetInnerHTML={{ __html: html }} />
          {updated && <p className="support-meta">Dernière mise à jour&nbsp;: {formatDate(updated)}</p>}
        </article>
        {(previous || next) && (
          <nav className="help-neighbours" aria-label="Autres articles d’aide" data-pagefind-ignore="">
            {previous && (
              <a href={previous.path} rel="prev">
                <span className="help-neighbour-label">
                  <ArrowLeft size={16} aria-hidden="true" focusable="false" /> Article précédent
                </span>
                <span>{previous.title}</span>
              </a>
            )}
            {next && (
              <a href={next.path} rel="next" className="help-next">
                <span className="help-neighbour-label">
                  Article suivant <ArrowRight size={16} aria-hidden="true" focusable="false" />
                </span>
                <span>{next.title}</span>
              </a>
            )}
          </nav>
        )}
        <section className="help-support" aria-labelledby="help-support-title" data-pagefind-ignore="">
          <h2 id="help-support-title">Besoin d’un coup de main&nbsp;?</h2>
          <SupportCards help={help} heading="h3" />
        </section>
      </div>
    </>
  );
}
