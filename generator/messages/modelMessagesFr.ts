/**
 * French for the messages the model's refinements and formats give (`model/`, in English for
 * developers). A message missing here is shown in English: a test lists the model's messages.
 */
export const modelMessagesFr: Record<string, string> = {
  'expected the quote without quotation marks: the page adds « » itself':
    'attendu la citation sans guillemets\u00a0: la page ajoute elle-même «\u00a0»',
  'remove the quotation marks at the start and at the end of the quote.':
    'retirez les guillemets au début et à la fin de la citation.',
  'expected a path to an image under public/, such as /images/equipment/t46u.svg':
    'attendu le chemin d’une image de public/, comme /images/equipment/t46u.svg',
  'expected an image of this site: a path starting with two slashes, / or backslash, leads to another site':
    'attendu une image de ce site\u00a0: un chemin commençant par deux barres obliques, / ou barre oblique inversée, mène à un autre site',
  'copy the image under public/ (for example public/images/photo.jpg) and write its path from the site root with a single /: /images/photo.jpg.':
    'copiez l’image dans public/ (par exemple public/images/photo.jpg) et écrivez son chemin depuis la racine du site avec un seul /\u00a0: /images/photo.jpg.',
  'expected a whole number from 1': 'attendu un nombre entier à partir de 1',
  'expected a code such as "FR-57"': 'attendu un code comme "FR-57"',
  'expected a path such as /images/towns/metz.jpg': 'attendu un chemin comme /images/towns/metz.jpg',
  'expected an address starting with https://': 'attendu une adresse commençant par https://',
  'expected an address without spaces or line breaks': 'attendu une adresse sans espace ni saut de ligne',
  'expected a reCAPTCHA site key: letters, digits, "-" and "_"':
    'attendu une clé de site reCAPTCHA\u00a0: lettres, chiffres, «\u00a0-\u00a0» et «\u00a0_\u00a0»',
  'expected an international number such as "+33353481020"': 'attendu un numéro international comme "+33353481020"',
  'expected the number that tel calls, its +33 shown as 0': 'attendu le numéro qu’appelle tel, son +33 écrit 0',
  'expected a French number: +33, then the 9 digits that follow the 0':
    'attendu un numéro français\u00a0: +33, puis les 9 chiffres qui suivent le 0',
  'expected an image format browsers show: JPEG, PNG, WebP, AVIF, SVG or GIF':
    'attendu une image dans un format qu’affichent les navigateurs\u00a0: JPEG, PNG, WebP, AVIF, SVG ou GIF',
  'convert the image to JPEG: on an iPhone, Settings › Camera › Formats › "Most Compatible" takes the next photos in JPEG; export this one as JPEG (Photos on a Mac: File › Export; on Windows, open it in Photos and use Save as), then point to the .jpg file.':
    'convertissez l’image en JPEG\u00a0: sur iPhone, Réglages › Appareil photo › Formats › «\u00a0Le plus compatible\u00a0» prend les photos suivantes en JPEG\u00a0; exportez celle-ci en JPEG (Photos sur Mac\u00a0: Fichier › Exporter\u00a0; sous Windows, ouvrez-la dans Photos puis Enregistrer sous), puis désignez le fichier .jpg.',
  'write one number in both fields: tel "+33353481020" is shown 03 53 48 10 20.':
    'écrivez le même numéro dans les deux champs\u00a0: tel "+33353481020" s’affiche 03 53 48 10 20.',
  'expected a 5-digit postal code in quotes, such as "57155"':
    'attendu un code postal à 5 chiffres entre guillemets, comme "57155"',
  'expected hours written like "8h–18h" or "8h30–12h, 14h–18h"':
    'attendu des horaires écrits comme "8h–18h" ou "8h30–12h, 14h–18h"',
  'expected times of a day, from 0h to 24h, each span closing after it opens':
    'attendu des heures d’une journée, de 0h à 24h, chaque plage fermant après son ouverture',
  'write the opening and closing times with a dash between them: 8h–18h, or 8h30–12h, 14h–18h with a break.':
    'écrivez les heures d’ouverture et de fermeture séparées par un tiret\u00a0: 8h–18h, ou 8h30–12h, 14h–18h avec une pause.',
  'write each span as opening–closing time, such as 8h30–12h or 14h–18h.':
    'écrivez chaque plage sous la forme ouverture–fermeture, comme 8h30–12h ou 14h–18h.',
  'a city page needs geo.position (latitude and longitude)':
    'une page de ville a besoin de geo.position (latitude et longitude)',
  'expected a link starting with /, #, https://, mailto: or tel:':
    'attendu un lien commençant par /, #, https://, mailto: ou tel:',
  'expected a whole e-mail address after mailto:, such as mailto:contact@example.fr':
    'attendu une adresse e-mail entière après mailto:, comme mailto:contact@example.fr',
  "write the address with its domain, or a visitor's message would never arrive: mailto:contact@telorys.fr":
    'écrivez l’adresse avec son domaine, sans quoi le message d’un visiteur n’arriverait jamais\u00a0: mailto:contact@telorys.fr',
  'expected a path to a PDF under public/, such as /documents/guide.pdf':
    'attendu le chemin d’un PDF de public/, comme /documents/guide.pdf',
  'expected a path to a PDF under public/, such as /documents/brochure.pdf':
    'attendu le chemin d’un PDF de public/, comme /documents/brochure.pdf',
  'expected an e-mail address such as contact@example.fr': 'attendu une adresse e-mail comme contact@example.fr',
  'expected a price in euros to the cent at most, such as 19.99':
    'attendu un prix en euros au centime près au plus, comme 19.99',
  'write the price with two decimals at most, such as 19.99 or 20: the page would show it rounded.':
    'écrivez le prix avec deux décimales au plus, comme 19.99 ou 20\u00a0: la page l’afficherait arrondi.',
  'expected one value per plan, in the order of "plans"': 'attendu une valeur par formule, dans l’ordre de "plans"',
  'an equipment item needs "price" and "period", or "included: true"':
    'un équipement a besoin de "price" et de "period", ou de "included: true"',
  'expected a date written YYYY-MM-DD, such as 2025-08-27': 'attendu une date écrite AAAA-MM-JJ, comme 2025-08-27',
  'expected a date such as 2025-08-27 or 2025-08-27T10:30:00+02:00':
    'attendu une date comme 2025-08-27 ou 2025-08-27T10:30:00+02:00',
  'expected one address segment, without "/", "?" or "#"': 'attendu un seul segment d’adresse, sans "/", "?" ni "#"',
  'expected an address on this site starting with /, without ? or #':
    'attendu une adresse de ce site commençant par /, sans ? ni #',
  'expected an identifier in lowercase letters, digits and dashes, such as "t46u"':
    'attendu un identifiant en minuscules, chiffres et tirets, comme "t46u"',
  'expected sizeMb, the size to announce, or file, the PDF to download':
    'attendu sizeMb, la taille à annoncer, ou file, le PDF à télécharger',
  'expected a length such as "4 min 30", "12 min" or "45 s"': 'attendu une durée comme "4 min 30", "12 min" ou "45 s"',
  'expected the https:// address of the video host alone, such as https://www.youtube-nocookie.com':
    'attendu l’adresse https:// de l’hébergeur des vidéos seule, comme https://www.youtube-nocookie.com',
  'expected videoHost, the host that plays the videos listed':
    'attendu videoHost, l’hébergeur qui diffuse les vidéos listées',
  'expected an address on the host named in videoHost, over https://':
    'attendu une adresse chez l’hébergeur nommé par videoHost, en https://',
  'copy the player address (embed) the host gives for this video, or name its host in videoHost.':
    'copiez l’adresse du lecteur («\u00a0intégrer\u00a0») que l’hébergeur donne pour cette vidéo, ou nommez son hébergeur dans videoHost.',
  'expected an amount in euros such as "10 000 €"': 'attendu un montant en euros comme «\u00a010 000\u00a0€\u00a0»',
  'expected "RCS", the city of the registry and the 9-digit SIREN, such as "RCS Metz 123 456 782"':
    'attendu «\u00a0RCS\u00a0», la ville du greffe et le SIREN à 9\u00a0chiffres, comme «\u00a0RCS Metz 123 456 782\u00a0»',
  'expected "FR", the 2-digit key and the 9-digit SIREN, such as "FR11123456782"':
    'attendu «\u00a0FR\u00a0», la clé à 2\u00a0chiffres et le SIREN à 9\u00a0chiffres, comme «\u00a0FR11123456782\u00a0»',
  'expected "to" on or after "from": the period ends before it starts':
    'attendu «\u00a0to\u00a0» le même jour que «\u00a0from\u00a0» ou après\u00a0: la période finit avant de commencer',
  'write the last day of the period in to, the first in from, both YYYY-MM-DD.':
    'écrivez le dernier jour de la période dans to, le premier dans from, tous deux en AAAA-MM-JJ.',
  'expected periods that do not overlap: this one shares days with a period above it':
    'attendu des périodes qui ne se chevauchent pas\u00a0: celle-ci a des jours en commun avec une période au-dessus',
  'start it the day after the other period ends, or make the two one period.':
    'faites-la commencer le lendemain de la fin de l’autre période, ou réunissez les deux en une seule.',
};

/** Messages built from a value (the base URL's faults), translated piece by piece. */
const patterns: [RegExp, string][] = [
  [/^write the number display shows: /, 'écrivez le numéro qu’affiche display\u00a0: '],
  [
    /^write it without spaces or dots, \+33 in place of the first 0: /,
    'écrivez-le sans espaces ni points, +33 à la place du premier 0\u00a0: ',
  ],
  [/^expected the address of the site alone, without /, 'attendu l’adresse du site seule, sans '],
  [/^write the address alone: /, 'écrivez l’adresse seule\u00a0: '],
  [/a user name or password/, 'nom d’utilisateur ni mot de passe'],
  [/a query/, 'requête'],
  [/a fragment/, 'fragment'],
];

/** The French of a model message, or the message itself when it has none. */
export function inFrench(message: string): string {
  if (modelMessagesFr[message]) return modelMessagesFr[message];
  if (!patterns.slice(0, 4).some(([pattern]) => pattern.test(message))) return message;
  return patterns.reduce((text, [pattern, french]) => text.replace(pattern, french), message);
}
