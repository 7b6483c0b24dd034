/** The fix for most slips: a text with ": " or a special first character, put in quotes. */
export const quotesHint = {
  en: 'check this line: a text containing ": " or starting with a special character (such as @, *, &, #) must be put in straight quotes: title: "Prix : 19 €".',
  fr: 'vérifiez cette ligne\u00a0: un texte contenant «\u00a0:\u00a0» suivi d’une espace, ou commençant par un caractère spécial (comme @, *, &, #), doit être mis entre guillemets droits\u00a0: title: "Prix : 19 €".',
};

/**
 * By code of the YAML parser (`yaml`): the reason in French and the fix, in both languages (a
 * ParserReason, see yamlReasons).
 */
export const yamlCodeReasons: Record<string, { fr: string; hint: { en: string; fr: string } }> = {
  ALIAS_PROPS: {
    fr: 'un alias (*nom) ne peut pas porter d’ancre (&) ni d’étiquette (!)',
    hint: {
      en: 'write the alias alone after the field: price: *price.',
      fr: 'écrivez l’alias seul après le champ\u00a0: price: *price.',
    },
  },
  BAD_ALIAS: {
    fr: 'un alias (*nom) est mal écrit',
    hint: {
      en: 'a text starting with * is read as an alias: put the text in quotes ("* offre limitée"), or write the name of the alias after the star.',
      fr: 'un texte qui commence par * est lu comme un alias\u00a0: mettez le texte entre guillemets ("* offre limitée"), ou écrivez le nom de l’alias après l’étoile.',
    },
  },
  BAD_DIRECTIVE: {
    fr: 'une ligne commence par %, réservé aux directives YAML',
    hint: {
      en: 'put the text in quotes: "% de remise".',
      fr: 'mettez le texte entre guillemets\u00a0: "% de remise".',
    },
  },
  BAD_DQ_ESCAPE: {
    fr: 'une barre oblique inverse (\\) dans un texte entre guillemets doubles commence une séquence inconnue',
    hint: {
      en: "double the backslash (\\\\), or put the text between single quotes ('…') where \\ is an ordinary character.",
      fr: "doublez la barre oblique inverse (\\\\), ou mettez le texte entre apostrophes droites ('…'), où \\ est un caractère ordinaire.",
    },
  },
  BAD_INDENT: {
    fr: 'l’indentation de cette ligne ne correspond pas à celle de son bloc',
    hint: {
      en: 'check the indentation: fields of the same block start in the same column, with spaces, not tabs.',
      fr: 'vérifiez l’indentation\u00a0: les champs d’un même bloc commencent dans la même colonne, avec des espaces, pas des tabulations.',
    },
  },
  BAD_PROP_ORDER: {
    fr: 'une ancre (&) ou une étiquette (!) est mal placée',
    hint: quotesHint,
  },
  BAD_SCALAR_START: {
    fr: 'un texte sans guillemets ne peut pas commencer par ce caractère (@, `, %, |, >…)',
    hint: {
      en: 'put the text in straight quotes: "@telorys sur les réseaux".',
      fr: 'mettez le texte entre guillemets droits\u00a0: "@telorys sur les réseaux".',
    },
  },
  BLOCK_AS_IMPLICIT_KEY: {
    fr: 'un texte contenant «\u00a0:\u00a0» est lu comme un champ à l’intérieur d’un champ',
    hint: quotesHint,
  },
  BLOCK_IN_FLOW: {
    fr: 'une liste à tirets ou des champs sur plusieurs lignes se trouvent à l’intérieur de [ … ] ou { … }',
    hint: {
      en: 'close the brackets on the same line, or write each item on its own line starting with "- ", without brackets.',
      fr: 'fermez les crochets sur la même ligne, ou écrivez chaque élément sur sa ligne, commençant par «\u00a0-\u00a0», sans crochets.',
    },
  },
  DUPLICATE_KEY: {
    fr: 'un champ est écrit deux fois dans le même bloc',
    hint: {
      en: 'a field is written twice in the same block; keep only one of them.',
      fr: 'un champ est écrit deux fois dans le même bloc\u00a0; n’en gardez qu’un.',
    },
  },
  KEY_OVER_1024_CHARS: {
    fr: 'un nom de champ dépasse 1024 caractères\u00a0: un long texte suivi de «\u00a0:\u00a0» est lu comme un champ',
    hint: quotesHint,
  },
  MISSING_CHAR: {
    fr: 'il manque un caractère pour fermer ce qui est ouvert sur cette ligne',
    hint: {
      en: 'a quote or a bracket is not closed: every opening " or [ needs its closing one on the same line.',
      fr: 'un guillemet ou un crochet n’est pas fermé\u00a0: chaque " ou [ ouvrant a besoin de son fermant sur la même ligne.',
    },
  },
  MULTILINE_IMPLICIT_KEY: {
    fr: 'un nom de champ s’étend sur plusieurs lignes\u00a0: une ligne sans «\u00a0:\u00a0» est suivie d’un champ, ou un texte continue sur la ligne suivante',
    hint: {
      en: 'write each field on one line as name: value; a text that goes on over several lines is indented under its field, or put in quotes.',
      fr: 'écrivez chaque champ sur une ligne, sous la forme nom: valeur\u00a0; un texte qui continue sur plusieurs lignes est indenté sous son champ, ou mis entre guillemets.',
    },
  },
  MULTIPLE_ANCHORS: { fr: 'une valeur porte plusieurs ancres (&)', hint: quotesHint },
  MULTIPLE_TAGS: { fr: 'une valeur porte plusieurs étiquettes (!)', hint: quotesHint },
  MULTIPLE_DOCS: {
    fr: 'une ligne --- (ou ...) au milieu du fichier commence un second document',
    hint: {
      en: 'remove the --- line inside the file; in a Markdown page, only the first line and the one that closes the front matter are ---.',
      fr: 'supprimez la ligne --- au milieu du fichier\u00a0; dans une page Markdown, seules la première ligne et celle qui ferme l’en-tête sont ---.',
    },
  },
  NON_STRING_KEY: {
    fr: 'un nom de champ est une liste ou un groupe de champs',
    hint: {
      en: 'write the name of the field as a plain word: name: value.',
      fr: 'écrivez le nom du champ comme un simple mot\u00a0: nom: valeur.',
    },
  },
  RESOURCE_EXHAUSTION: {
    fr: 'ses alias (*nom) répètent des valeurs trop de fois',
    hint: {
      en: 'write the values out instead of repeating them with & anchors and * aliases.',
      fr: 'écrivez les valeurs en entier au lieu de les répéter avec des ancres & et des alias *.',
    },
  },
  TAB_AS_INDENT: {
    fr: 'une tabulation sert d’indentation, et YAML n’accepte que des espaces',
    hint: { en: 'indent with spaces, not tabs.', fr: 'indentez avec des espaces, pas des tabulations.' },
  },
  TAG_RESOLVE_FAILED: {
    fr: 'une valeur commence par !, lu comme une étiquette YAML inconnue',
    hint: quotesHint,
  },
  UNEXPECTED_TOKEN: {
    fr: 'quelque chose suit la valeur de ce champ là où la ligne devrait s’arrêter (souvent un texte après un guillemet fermant)',
    hint: {
      en: 'put the whole value in quotes, with nothing after the closing quote: title: "Le « standard » cloud".',
      fr: 'mettez toute la valeur entre guillemets, sans rien après le guillemet fermant\u00a0: title: "Le « standard » cloud".',
    },
  },
  BAD_COLLECTION_TYPE: { fr: 'une étiquette (!!) ne correspond pas à la valeur qui la suit', hint: quotesHint },
};
