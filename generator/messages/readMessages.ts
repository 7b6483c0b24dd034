import { messageKind } from './messageKind.js';

/** Why a content file cannot be read: an operating-system error by code, or what the path is. */
export type ReadFault =
  | { kind: 'EACCES'; file: string }
  | { kind: 'ENOENT' | 'ELOOP' | 'EIO' | 'notRegular' | 'danglingLink' }
  | { kind: 'linkOutside'; target: string }
  | { kind: 'linkInside'; target: string }
  | { kind: 'other'; code: string; reason: string };

const en = (fault: ReadFault): { message: string; hint: string } => {
  switch (fault.kind) {
    case 'EACCES':
      return {
        message: 'this file cannot be read: permission denied',
        hint: `give your user the right to read it (chmod u+r "${fault.file}"), or move it out of content/.`,
      };
    case 'ENOENT':
      return {
        message: 'this file disappeared while the site was being read (deleted or renamed during the command)',
        hint: 'run the command again once the file is back in place or the renaming is finished.',
      };
    case 'ELOOP':
      return {
        message: 'this symbolic link leads back to itself (a loop)',
        hint: 'remove the link; content/ is read without following symbolic links.',
      };
    case 'EIO':
      return {
        message: 'the disk could not read this file (input/output error)',
        hint: 'copy the file again from the repository, and check the disk if it happens again.',
      };
    case 'notRegular':
      return {
        message: 'this is not a regular file (a pipe, socket or device)',
        hint: 'replace it with a plain text file.',
      };
    case 'danglingLink':
      return {
        message: 'this symbolic link points to nothing (its target does not exist)',
        hint: 'remove the link; content/ is read without following symbolic links.',
      };
    case 'linkOutside':
      return {
        message: `this is a symbolic link to ${fault.target}, outside content/`,
        hint: 'copy what it points to into content/ instead of linking it; the site is built from content/ alone.',
      };
    case 'linkInside':
      return {
        message: `this is a symbolic link to ${fault.target}, which is already read at its own place`,
        hint: 'remove the link: every file of content/ is read once, where it is.',
      };
    case 'other':
      return {
        message: `this file cannot be read (${fault.code}: ${fault.reason})`,
        hint: 'check that the file exists and that your user can open it, then run the command again.',
      };
  }
};

const fr = (fault: ReadFault): { message: string; hint: string } => {
  switch (fault.kind) {
    case 'EACCES':
      return {
        message: 'ce fichier est illisible\u00a0: permission refusée',
        hint: `donnez à votre utilisateur le droit de le lire (chmod u+r "${fault.file}"), ou sortez-le de content/.`,
      };
    case 'ENOENT':
      return {
        message: 'ce fichier a disparu pendant la lecture du site (supprimé ou renommé pendant la commande)',
        hint: 'relancez la commande quand le fichier est de retour ou que le renommage est terminé.',
      };
    case 'ELOOP':
      return {
        message: 'ce lien symbolique mène à lui-même (une boucle)',
        hint: 'supprimez le lien\u00a0; content/ est lu sans suivre les liens symboliques.',
      };
    case 'EIO':
      return {
        message: 'le disque n’a pas pu lire ce fichier (erreur d’entrée-sortie)',
        hint: 'copiez de nouveau le fichier depuis le dépôt, et vérifiez le disque si cela se reproduit.',
      };
    case 'notRegular':
      return {
        message: 'ce n’est pas un fichier ordinaire (un tube, une socket ou un périphérique)',
        hint: 'remplacez-le par un simple fichier texte.',
      };
    case 'danglingLink':
      return {
        message: 'ce lien symbolique ne mène nulle part (sa cible n’existe pas)',
        hint: 'supprimez le lien\u00a0; content/ est lu sans suivre les liens symboliques.',
      };
    case 'linkOutside':
      return {
        message: `c’est un lien symbolique vers ${fault.target}, hors de content/`,
        hint: 'copiez ce vers quoi il mène dans content/ au lieu d’en faire un lien\u00a0; le site est construit à partir de content/ seul.',
      };
    case 'linkInside':
      return {
        message: `c’est un lien symbolique vers ${fault.target}, déjà lu à sa propre place`,
        hint: 'supprimez le lien\u00a0: chaque fichier de content/ est lu une fois, là où il est.',
      };
    case 'other':
      return {
        message: `ce fichier est illisible (${fault.code}\u00a0: ${fault.reason})`,
        hint: 'vérifiez que le fichier existe et que votre utilisateur peut l’ouvrir, puis relancez la commande.',
      };
  }
};

/** A content file that cannot be read, and why. */
export const unreadableFile = messageKind<ReadFault>({
  example: { kind: 'EACCES', file: 'content/site.yaml' },
  en,
  fr,
});
