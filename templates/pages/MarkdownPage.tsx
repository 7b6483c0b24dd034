import { formatDate } from '../format.js';
import { PageHero } from '../sections/PageHero.js';

/** What a Markdown page shows: its title, its date and its body, already compiled to HTML. */
export interface MarkdownPageProps {
  title: string;
  /** ISO date of the last update (`2025-08-27`), shown under the title when given. */
  updated?: string;
  /** The body as HTML, compiled by the render stage from the page's Markdown. */
  html: string;
}

/** A page written in Markdown under `content/pages/` (legal texts and the like). */
export function MarkdownPage({ title, updated, html }: MarkdownPageProps) {
  const dateLine = updated ? `Dernière mise à jour\u00a0: ${formatDate(updated)}` : undefined;
  return (
    <>
      <PageHero heading={title} intro={dateLine} />
      <div className="container section-tight">
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
