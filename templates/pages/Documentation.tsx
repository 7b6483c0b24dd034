import { Download, FileText } from 'lucide-react';
import type { Documentation as DocsContent } from '../../model/support.js';
import { fileFormat, frenchFileSize, frenchMegabytes } from '../../model/fileSize.js';
import { useSite } from '../SiteContext.js';
import { ConstructionBlock } from '../sections/ConstructionBlock.js';
import { DevBanner } from '../sections/DevBanner.js';
import { PageHero } from '../sections/PageHero.js';
import { Badge } from '../ui/Badge.js';
import { Card } from '../ui/Card.js';
import { Icon } from '../ui/Icon.js';

type Doc = { name: string; sizeMb?: number; file?: string };

/**
 * What a document's line says of its file: format and size, and the address to download it when
 * its file is published (its size then read from the file, see documentSizes); else the size
 * announced in content.
 */
function useDocFile(doc: Doc): { format: string; size: string; href?: string } {
  const sizes = useSite().fileSizes;
  const bytes = doc.file === undefined ? undefined : sizes?.[doc.file];
  if (doc.file !== undefined && bytes !== undefined)
    return { format: fileFormat(doc.file), size: frenchFileSize(bytes), href: doc.file };
  // A `file:` public/ lacks is still linked: the link check names it at its line.
  return { format: 'PDF', size: doc.sizeMb === undefined ? '' : frenchMegabytes(doc.sizeMb), href: doc.file };
}

/** `PDF · 1,2 Mo`, in a paragraph or in a line of a list. */
function DocMeta({ doc, as: Tag = 'span' }: { doc: Doc; as?: 'p' | 'span' }) {
  const { format, size } = useDocFile(doc);
  return <Tag className="doc-meta">{size ? `${format} · ${size}` : format}</Tag>;
}

/** A download link when the file is published, a disabled button that says so otherwise. */
function DownloadButton({ doc, compact }: { doc: Doc; compact?: boolean }) {
  const { format, size, href } = useDocFile(doc);
  const label = `Télécharger ${doc.name} (${size ? `${format}, ${size}` : format})`;
  const className = compact ? 'btn btn-ghost btn-icon' : 'btn btn-default';
  const content = compact ? (
    <Download size={18} aria-hidden="true" focusable="false" />
  ) : (
    <>
      <Download size={18} aria-hidden="true" focusable="false" /> Télécharger
    </>
  );
  if (href)
    return (
      <a className={className} href={href} download aria-label={label}>
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
                <DocMeta doc={doc} as="p" />
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
                      <DocMeta doc={doc} />
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
