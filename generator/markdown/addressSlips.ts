import { localhostInText } from '../messages/markdownSlipMessages.js';
import { ownDomainLink } from '../messages/placeMessages.js';
import { badMailtoLink, bareAddress, localLink } from '../messages/proseMessages.js';
import { badMailto } from '../../model/badMailto.js';
import { located, report, siteDomainOf, warn, type MarkdownEnv } from './markdownEnv.js';
import type { SlipRule, SlipVisitor } from './slipRule.js';

/** A test server on the editor's computer: `localhost:1313`, `127.0.0.1`. */
const localHost = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(:\d+)?$/i;
/** An address of such a server typed as text: documentation shows it, making it a link is no advice. */
const localAddress = /^https?:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?![\w.-])/i;
/** An address typed in the text, not in a link (the characters a link's syntax puts before it excluded). */
const bareAddresses = /(?<![(<\[\w/"'=])https?:\/\/[^\s<>()\]]*[^\s<>()\].,;:!?»"']/g;
/** `](file:…)`, `](C:\…)`, `](\\serveur…)`: a file of the editor's computer. */
const computerLinks = /\]\(\s*<?((?:file:|[A-Za-z]:[\\/]|\\\\)[^)>\n]*)/g;

/** Addresses that lead a visitor nowhere, or elsewhere than meant. */
export const addressSlips: SlipRule[] = [linkTarget, addressAsText, computerFile];

/**
 * A `mailto:` link to no e-mail address (`support@telorys`), refused; a link to `localhost` (right
 * in documentation about a local server, so only a warning; a setting is refused, see valueSlips),
 * a link to the site written with its full address (`http://www.telorys.fr/cgv`), warned.
 */
function linkTarget(env: MarkdownEnv): SlipVisitor {
  let bare: string | undefined;
  return {
    inline(child, _at, _children, { map }) {
      if (child.type !== 'link_open') return;
      const href = child.attrGet('href') ?? '';
      const link = /^https?:\/\/([^/?#]+)([^]*)$/i.exec(href);
      const address = badMailto(href);
      if (address !== undefined) {
        // `mailto:)` rather than the first `mailto:` of the paragraph, when the link has no title.
        const closed = { env, map, needle: `${href})` };
        report(badMailtoLink, { href, address }, located(closed) ? closed : { env, map, needle: href });
      } else if (link && localHost.test(link[1]!)) warn(localhostInText, { href }, { env, map, needle: href });
      else if (link && link[1]!.toLowerCase().replace(/^www\./, '') === (bare ??= siteDomainOf(env))) {
        const args = { href, path: link[2] || '/', insecure: /^http:/i.test(href) };
        warn(ownDomainLink, args, { env, map, needle: href });
      }
    },
  };
}

/** An address typed in the text: CommonMark makes no link of it (`<https://…>` or `[…](…)` do). */
function addressAsText(env: MarkdownEnv): SlipVisitor {
  return {
    block(token, { map }) {
      if (token.type !== 'inline' || !token.children || !token.content.includes('http')) return;
      const links = new Set(
        token.children.filter((child) => child.type === 'link_open').map((child) => child.attrGet('href')),
      );
      for (const [address] of token.content.matchAll(bareAddresses))
        if (!links.has(address) && !localAddress.test(address))
          warn(bareAddress, { address }, { env, map, needle: address });
    },
  };
}

/** A file of the editor's computer, refused: markdown-it prints a `file:` link as text, encodes a `C:\` one. */
function computerFile(env: MarkdownEnv): SlipVisitor {
  return {
    block(token, { map }) {
      if (token.type !== 'inline' || !token.children || !token.content.includes('](')) return;
      for (const [, href] of token.content.matchAll(computerLinks))
        report(localLink, { href: href!.trim(), computer: true }, { env, map, needle: href! });
    },
  };
}
