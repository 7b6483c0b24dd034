import { messageKind } from './messageKind.js';

/** Operating-system failures a build can meet while writing, by error code. */
export type WriteFailure = 'ENOSPC' | 'EDQUOT' | 'EACCES' | 'EPERM' | 'EROFS' | 'ENOENT' | 'EMFILE' | 'ENAMETOOLONG';

const remediesEn: Record<WriteFailure, string> = {
  ENOSPC: 'the disk is full. Free some space, then build again',
  EDQUOT: 'the disk quota is used up. Free some space, then build again',
  EACCES:
    'permission denied. Give yourself write access to the folder (or choose another one with --out), then build again',
  EPERM:
    'the operating system does not allow it. Check the folder’s permissions (or choose another one with --out), then build again',
  EROFS: 'the disk is read-only. Choose another folder with --out',
  ENOENT:
    'it disappeared during the build (was it deleted or moved?). Build again once nothing else changes the project',
  EMFILE: 'too many files are open. Close other programs, then build again',
  ENAMETOOLONG: 'the name is too long for this file system. Shorten the page’s address or the folder’s path',
};

const remediesFr: Record<WriteFailure, string> = {
  ENOSPC: 'le disque est plein. Libérez de la place, puis relancez la construction',
  EDQUOT: 'le quota du disque est atteint. Libérez de la place, puis relancez la construction',
  EACCES:
    'permission refusée. Donnez-vous le droit d’écrire dans le dossier (ou choisissez-en un autre avec --out), puis relancez la construction',
  EPERM:
    'le système d’exploitation ne le permet pas. Vérifiez les permissions du dossier (ou choisissez-en un autre avec --out), puis relancez la construction',
  EROFS: 'le disque est en lecture seule. Choisissez un autre dossier avec --out',
  ENOENT:
    'il a disparu pendant la construction (supprimé ou déplacé\u00a0?). Relancez la construction quand plus rien ne modifie le projet',
  EMFILE: 'trop de fichiers sont ouverts. Fermez d’autres programmes, puis relancez la construction',
  ENAMETOOLONG:
    'le nom est trop long pour ce système de fichiers. Raccourcissez l’adresse de la page ou le chemin du dossier',
};

/** The error codes a build explains; any other is a bug. */
export const writeFailures = Object.keys(remediesEn) as WriteFailure[];

/** A file the build could not write: which one, what to do; the output folder is unchanged. */
export const writeFailed = messageKind<{ code: WriteFailure; file?: string; out: string }>({
  example: { code: 'ENOSPC', file: 'out/index.html', out: 'out' },
  en: ({ code, file, out }) => ({
    message: `Could not write the site: ${file ?? 'a file'}: ${remediesEn[code]}. ${out} is unchanged.`,
  }),
  fr: ({ code, file, out }) => ({
    message: `Impossible d’écrire le site\u00a0: ${file ?? 'un fichier'}\u00a0: ${remediesFr[code]}. ${out} est inchangé.`,
  }),
});

/** Why an output folder is refused. */
export type Refusal =
  | { kind: 'project' }
  | { kind: 'source'; folder: string }
  | { kind: 'insideSource'; folder: string }
  | { kind: 'foreign'; record: string }
  | { kind: 'file' };

const whyEn = (why: Refusal): string => {
  switch (why.kind) {
    case 'project':
      return 'it holds the whole project, which the build would delete';
    case 'source':
      return `it is ${why.folder}/, part of the project`;
    case 'insideSource':
      return `it lies inside ${why.folder}/, part of the project`;
    case 'foreign':
      return `the folder already exists and no build wrote it (it has no ${why.record} file), so the build will not delete it`;
    case 'file':
      return 'it is a file, not a folder';
  }
};

const whyFr = (why: Refusal): string => {
  switch (why.kind) {
    case 'project':
      return 'il contient tout le projet, que la construction effacerait';
    case 'source':
      return `c’est ${why.folder}/, qui fait partie du projet`;
    case 'insideSource':
      return `il se trouve dans ${why.folder}/, qui fait partie du projet`;
    case 'foreign':
      return `le dossier existe déjà et aucune construction ne l’a écrit (il n’a pas de fichier ${why.record}), donc la construction ne l’effacera pas`;
    case 'file':
      return 'c’est un fichier, pas un dossier';
  }
};

/** An output folder the build refuses to replace (exit code 2). */
export const outputRefused = messageKind<{ out: string; why: Refusal }>({
  example: { out: 'content', why: { kind: 'source', folder: 'content' } },
  en: ({ out, why }) => ({
    message: `Refusing to build into ${out}: ${whyEn(why)}. ${why.kind === 'foreign' || why.kind === 'file' ? 'Empty or remove it yourself, or choose another folder with --out.' : 'Choose a folder of its own, such as --out out.'}`,
  }),
  fr: ({ out, why }) => ({
    message: `Construction refusée dans ${out}\u00a0: ${whyFr(why)}. ${why.kind === 'foreign' || why.kind === 'file' ? 'Videz-le ou supprimez-le vous-même, ou choisissez un autre dossier avec --out.' : 'Choisissez un dossier à part, comme --out out.'}`,
  }),
});

/** No chat webhook is set: the pages are built without the assistant. */
export const noChatWebhook = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message:
      'no chat webhook configured (integrations.chatWebhookUrl or SITE_CHAT_WEBHOOK_URL): the assistant is left out of the pages',
  }),
  fr: () => ({
    message:
      'aucun webhook de chat configuré (integrations.chatWebhookUrl ou SITE_CHAT_WEBHOOK_URL)\u00a0: l’assistant est absent des pages',
  }),
});
