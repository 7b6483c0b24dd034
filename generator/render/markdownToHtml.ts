import { remark } from 'remark';
import remarkHtml from 'remark-html';

const processor = remark().use(remarkHtml);

/** Markdown to HTML with remark; raw HTML in the Markdown is dropped (remark-html sanitises). */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
