import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** The command that serves a site on this machine: the built one, or the one being edited. */
export type ServeCommand = 'site serve' | 'site dev';

/** `site serve` or `site host-config` given a folder that does not exist: the site was never built there. */
export const nothingBuilt = messageKind<{ dir: string; action: 'serve' | 'configure' }>({
  example: { dir: '/home/claire/site/out', action: 'serve' },
  en: ({ dir, action }) => ({
    message: `Nothing to ${action}: the folder ${dir} does not exist. Run "site build" first.`,
  }),
  fr: ({ dir, action }) => ({
    message: `Rien à ${action === 'serve' ? 'servir' : 'configurer'}\u00a0: le dossier ${dir} n’existe pas. Lancez d’abord ${quoted('site build')}.`,
  }),
});

/** The port asked for is taken, most often by the same command started earlier in another window. */
export const portInUse = messageKind<{ port: number; command: ServeCommand }>({
  example: { port: 3000, command: 'site serve' },
  en: ({ port, command }) => ({
    message: `Port ${port} is already in use. Stop the other server, or choose another port: ${command} --port ${port + 1}`,
  }),
  fr: ({ port, command }) => ({
    message: `Le port ${port} est déjà utilisé. Arrêtez l’autre serveur, ou choisissez un autre port\u00a0: ${command} --port ${port + 1}`,
  }),
});

/** A port under 1024, which only an administrator may open. */
export const portNeedsRights = messageKind<{ port: number; command: ServeCommand }>({
  example: { port: 80, command: 'site serve' },
  en: ({ port, command }) => ({
    message: `Port ${port} needs administrator rights. Choose a port above 1024: ${command} --port 3000`,
  }),
  fr: ({ port, command }) => ({
    message: `Le port ${port} demande les droits d’administrateur. Choisissez un port au-dessus de 1024\u00a0: ${command} --port 3000`,
  }),
});

/** A folder without the `_headers` a build writes: not built by `site build`, or by an older version. */
export const noHostRules = messageKind<{ dir: string; file: string }>({
  example: { dir: '/home/claire/site/content', file: '_headers' },
  en: ({ dir, file }) => ({
    message: `${dir} has no ${file} written by "site build". Build the site again: site build`,
  }),
  fr: ({ dir, file }) => ({
    message: `${dir} n’a pas de fichier ${file} écrit par ${quoted('site build')}. Construisez le site à nouveau\u00a0: site build`,
  }),
});
