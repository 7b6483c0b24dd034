import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** A path with `$`, which nginx would read as a variable and has no escape for. */
export const dollarInNginx = messageKind<{ text: string }>({
  example: { text: '/srv/$site' },
  en: ({ text }) => ({
    message: `nginx reads "$" as the start of a variable, so ${JSON.stringify(text)} cannot be written in its configuration. Choose a path without "$".`,
  }),
  fr: ({ text }) => ({
    message: `nginx lit ${quoted('$')} comme le début d’une variable\u00a0: ${quoted(text)} ne peut pas être écrit dans sa configuration. Choisissez un chemin sans ${quoted('$')}.`,
  }),
});

/** `site host-config --output` inside the built site: the server's configuration would be published with it. */
export const configInsideSite = messageKind<{ output: string; dir: string; example: string }>({
  example: { output: '/home/claire/site/out/nginx.conf', dir: '/home/claire/site/out', example: 'site.nginx.conf' },
  en: ({ output, dir, example }) => ({
    message: `Refusing to write ${output}: it lies inside ${dir}, which is published with the site. Write it elsewhere, such as --output ${example}.`,
  }),
  fr: ({ output, dir, example }) => ({
    message: `Écriture de ${output} refusée\u00a0: ce fichier serait dans ${dir}, qui est publié avec le site. Écrivez-le ailleurs, par exemple --output ${example}.`,
  }),
});

/** A site built by a version that did not record its base URL, which the HTTPS redirect needs. */
export const baseUrlNotRecorded = messageKind<{ dir: string }>({
  example: { dir: '/home/claire/site/out' },
  en: ({ dir }) => ({
    message: `${dir} was built before its base URL was recorded in _headers. Build the site again: site build`,
  }),
  fr: ({ dir }) => ({
    message: `${dir} a été construit avant que son adresse de base soit notée dans _headers. Construisez le site à nouveau\u00a0: site build`,
  }),
});

/** `--tls-cert` for a site built for an `http://` address: its pages would link to the insecure one. */
export const tlsNeedsHttps = messageKind<{ baseUrl: string }>({
  example: { baseUrl: 'http://www.example.fr' },
  en: ({ baseUrl }) => ({
    message: `--tls-cert serves the site over HTTPS, but it was built for ${baseUrl}. Build it for its https:// address: site build --base-url https://…`,
  }),
  fr: ({ baseUrl }) => ({
    message: `--tls-cert sert le site en HTTPS, mais il a été construit pour ${baseUrl}. Construisez-le pour son adresse https://\u00a0: site build --base-url https://…`,
  }),
});
