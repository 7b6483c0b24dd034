import type { MarkdownPage as Page } from '../../generator/validate/validateContent.js';
import { markdownToHtml } from '../../generator/render/markdownToHtml.js';
import { formatDate } from '../format.js';
import { PageHero } from '../sections/PageHero.js';

/** A page written in Markdown under `content/pages/` (legal texts and the like). */
export function MarkdownPage({ page }: { page: Page }) {
  const updated = page.front.updated ? `Dernière mise à jour\u00a0: ${formatDate(page.front.updated)}` : undefined;
  return (
    <>
      <PageHero heading={page.front.title} intro={updated} />
      <div className="container section-tight">
        <article className="prose" dangerouslySetInnerHTML={{ __html: markdownToHtml(page.body) }} />
      </div>
    </>
  );
}
