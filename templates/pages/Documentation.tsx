import { Download, FileText } from 'lucide-react';
import type { Documentation as DocsContent } from '../../model/support.js';
import { formatMegabytes } from '../format.js';
import { ConstructionBlock } from '../sections/ConstructionBlock.js';
import { DevBanner } from '../sections/DevBanner.js';
import { PageHero } from '../sections/PageHero.js';
import { Badge } from '../ui/Badge.js';
import { Card } from '../ui/Card.js';
import { Icon } from '../ui/Icon.js';

type Doc = { name: string; sizeMb: number; file?: string };

/** A download link when the file is published, a disabled button that says so otherwise. */
function DownloadButton({ doc, compact }: { doc: Doc; compact?: boolean }) {
  const label = `Télécharger ${doc.name} (PDF, ${formatMegabytes(doc.sizeMb)})`;
  const className = compact ? 'btn btn-ghost btn-icon' : 'btn btn-default';
  const content = compact ? (
    <Download size={18} aria-hidden="true" focusable="false" />
  ) : (
    <>
      <Download size={18} aria-hidden="true" focusable="false" /> Télécharger
    </>
  );
  if (doc.file)
    return (
      <a className={className} href={doc.file} download aria-label={label}>
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      disabled
      aria-label={`${label}, bientôt disponible`}
      title="Bientôt disponible"
    >
      {content}
    </button>
  );
}

/** `/documentation`: the most consulted documents and the catalogue by category. */
export function Documentation({ docs }: { docs: DocsContent }) {
  return (
    <>
      <PageHero kicker="Support" heading={docs.heading} intro={docs.intro} />
      <div className="container section-tight">
        <DevBanner {...docs.banner} />
        <ConstructionBlock block={docs.construction} />
        <section className="section-block" aria-labelledby="featured-docs">
          <h2 id="featured-docs">{docs.featuredTitle}</h2>
          <ul className="grid grid-3">
            {docs.featured.map((doc) => (
              <Card as="li" key={doc.name} className="doc-card">
                <div className="doc-card-head">
                  <span className="icon-tile">
                    <Icon name={doc.icon} />
                  </span>
                  <Badge tone="accent">{doc.badge}</Badge>
                </div>
                <h3>{doc.name}</h3>
                <p>{doc.description}</p>
                <p className="doc-meta">PDF · {formatMegabytes(doc.sizeMb)}</p>
                <DownloadButton doc={doc} />
              </Card>
            ))}
          </ul>
        </section>
        <section className="section-block" aria-labelledby="all-docs">
          <h2 id="all-docs">{docs.catalogueTitle}</h2>
          <div className="grid grid-2">
            {docs.categories.map((category) => (
              <Card as="article" key={category.title} className="doc-category">
                <div className="doc-category-head">
                  <span className="icon-tile">
                    <Icon name={category.icon} />
                  </span>
                  <div>
                    <h3>{category.title}</h3>
                    <p>{category.description}</p>
                  </div>
                </div>
                <ul className="doc-list">
                  {category.documents.map((doc) => (
                    <li key={doc.name}>
                      <FileText size={18} aria-hidden="true" focusable="false" />
                      <span className="doc-name">{doc.name}</span>
                      <span className="doc-meta">PDF · {formatMegabytes(doc.sizeMb)}</span>
                      <DownloadButton doc={doc} compact />
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
