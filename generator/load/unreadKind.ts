import path from 'node:path';
import type { Problem } from '../errors.js';
import { assetInContent, endingNotRead, unreadFile } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { documentAfterEnding, txtAfterEnding } from '../messages/slipMessages.js';

const markdownLike = /^\.(md|markdown|mdown|mkd|mkdn)$/i;
const yamlLike = /^\.ya?ml$/i;
const assetLike = /^\.(png|jpe?g|gif|svg|webp|avif|ico|pdf)$/i;

/**
 * The problem of a file under `content/` the build does not read, with the one fix for its kind:
 * `.markdown` or `.MD` renamed to `.md`, `.YAML` to `.yaml`, an image or PDF moved to `public/`,
 * `plans.yaml.txt` renamed to what Windows shows (it hides the last ending), `plans.yaml.rtf`
 * saved again as plain text, anything else
 * (`notes.txt`) turned into a page or moved out. Hugo reads `.markdown` and
 * Windows shows no case: the guide (erreurs-fichiers.md) promises every such file is reported.
 */
export function unreadKindProblem(file: string): Problem {
  const extension = path.posix.extname(file);
  const stem = file.slice(0, file.length - extension.length);
  const position = { file, line: 0, column: 0 };
  const hidden = /(\.(?:ya?ml|md|csv))\.txt$/i.exec(file);
  if (hidden) return problemOf(txtAfterEnding, { wanted: stem, ending: hidden[1]! }, position);
  const document = /(\.(?:ya?ml|md|csv))\.(rtf|docx?|odt|pages)$/i.exec(file);
  if (document)
    return problemOf(
      documentAfterEnding,
      {
        wanted: file.slice(0, file.length - document[2]!.length - 1),
        ending: document[1]!,
        format: `.${document[2]!}`,
      },
      position,
    );
  if (markdownLike.test(extension) || yamlLike.test(extension)) {
    const wanted = markdownLike.test(extension) ? '.md' : extension.toLowerCase();
    return problemOf(endingNotRead, { stem, wanted }, position);
  }
  if (assetLike.test(extension))
    return problemOf(assetInContent, { target: `public/images/${path.posix.basename(file)}` }, position);
  return problemOf(unreadFile, { stem }, position);
}
