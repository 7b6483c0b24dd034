import { formatDate } from '../format.js';
import { PageHero } from '../sections/PageHero.js';

/** What a Markdown page shows: its title, its date and its body, already compiled to HTML. */
export interface MarkdownPageProps {
  title: string;
  /** ISO date of the last update (`2025-08-27`), shown under the title when given. */
  updated?: string;
  /** A draft (`draft: true`), shown only by `site dev` and `site build --drafts`: marked above the title. */
  draft?: boolean;
  /** The body as HTML, compiled by the render stage from the page's Markdown. */
  html: string;
}

/** A page written in Markdown under `content/pages/` (legal texts and the like). */
export function MarkdownPage({ title, updated, draft, html }: MarkdownPageProps) {
  const dateLine = updated ? `Dernière mise à jour\u00a0: ${formatDate(updated)}` : undefined;
  return (
    <>
      <PageHero kicker={draft ? 'Brouillon, non publié' : undefined} heading={title} intro={dateLine} />
      <div className="container section-tight">
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
