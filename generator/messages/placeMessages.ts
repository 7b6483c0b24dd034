import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** A département as messages name it: `57 (Moselle)`. */
const named = (code: string, name?: string) => (name ? `${code} (${name})` : code);

/** A postcode of a town row that belongs to another département than the row's. */
export const postcodeElsewhere = messageKind<{
  postcode: string;
  departement: string;
  departementName?: string;
  belongsTo: string;
  belongsToName?: string;
}>({
  example: {
    postcode: '57050',
    departement: '54',
    departementName: 'Meurthe-et-Moselle',
    belongsTo: '57',
    belongsToName: 'Moselle',
  },
  en: ({ postcode, departement, departementName, belongsTo, belongsToName }) => ({
    message: `postcode ${postcode} belongs to département ${named(belongsTo, belongsToName)}, not to ${named(departement, departementName)} as the departement column says`,
    hint: `check the row: a postcode starts with its département's number (20 for Corsica, 2A and 2B; 971 to 976 overseas), so correct the postcode or the departement if either is mistyped. A few communes are served by a post office of the next département (01590 for towns of the Jura): if La Poste's table says so, leave the row as it is.`,
  }),
  fr: ({ postcode, departement, departementName, belongsTo, belongsToName }) => ({
    message: `le code postal ${postcode} appartient au département ${named(belongsTo, belongsToName)}, pas au ${named(departement, departementName)} qu’indique la colonne departement`,
    hint: `vérifiez la ligne\u00a0: un code postal commence par le numéro de son département (20 pour la Corse, 2A et 2B\u00a0; 971 à 976 outre-mer), corrigez donc le code postal ou le département si l’un des deux est mal tapé. Quelques communes dépendent d’un bureau de poste du département voisin (01590 pour des communes du Jura)\u00a0: si le tableau de La Poste le dit, laissez la ligne telle quelle.`,
  }),
});

/**
 * Town rows that fill only one of epci and epciCode (`missing`, the first row's): their pages name
 * no intercommunality, which needs both.
 */
export const halfEpci = messageKind<{ rows: number; missing: 'epci' | 'epciCode' }>({
  example: { rows: 3, missing: 'epciCode' },
  en: ({ rows, missing }) => ({
    message: `${rows > 1 ? `${rows} rows fill` : 'this row fills'} only one of epci and epciCode (this one has no ${missing}): ${rows > 1 ? 'their pages name' : 'its page names'} no intercommunality`,
    hint: "write the intercommunality's name in epci and its SIREN number in epciCode, as in the official table (scripts/towns/addTownFacts.mjs fills both), or leave both empty.",
  }),
  fr: ({ rows, missing }) => ({
    message: `${rows > 1 ? `${rows} lignes ne remplissent` : 'cette ligne ne remplit'} qu’une des colonnes epci et epciCode (celle-ci n’a pas d’${missing})\u00a0: ${rows > 1 ? 'leurs pages ne nomment' : 'sa page ne nomme'} aucune intercommunalité`,
    hint: 'écrivez le nom de l’intercommunalité dans epci et son numéro SIREN dans epciCode, comme dans le tableau officiel (scripts/towns/addTownFacts.mjs remplit les deux), ou laissez les deux vides.',
  }),
});

/** Town rows of a département that has no page in `content/local/`: their pages use the site's hours and the fallback text. */
export const unservedDepartement = messageKind<{
  departement: string;
  name: string;
  rows: number;
  page: string;
}>({
  example: { departement: '67', name: 'Bas-Rhin', rows: 2, page: 'content/local/bas-rhin.yaml' },
  en: ({ departement, name, rows, page }) => ({
    message: `${rows === 1 ? 'this row is the only one' : `this row is the first of ${rows} rows`} of département ${named(departement, name)}, which has no page in content/local/: ${rows === 1 ? 'its town page shows' : 'their town pages show'} the hours of content/site.yaml and the fallback text of content/local-town.yaml, not hours of their own`,
    hint: `if the site serves ${name}, add its page ${page} (kind: department, geo.region: FR-${departement}) with its hours; if it does not, delete ${rows === 1 ? 'this row' : 'these rows'}.`,
  }),
  fr: ({ departement, name, rows, page }) => ({
    message: `${rows === 1 ? 'cette ligne est la seule' : `cette ligne est la première des ${rows} lignes`} du département ${named(departement, name)}, qui n’a pas de page dans content/local/\u00a0: ${rows === 1 ? 'sa page de commune affiche' : 'leurs pages de commune affichent'} les horaires de content/site.yaml et le texte de repli de content/local-town.yaml, pas des horaires à eux`,
    hint: `si le site sert ce département, ajoutez sa page ${page} (kind à department, geo.region à FR-${departement}) avec ses horaires\u00a0; sinon, supprimez ${rows === 1 ? 'cette ligne' : 'ces lignes'}.`,
  }),
});

/** A link to the site's own address written in full (`http://www.telorys.fr/cgv`). */
export const ownDomainLink = messageKind<{ href: string; path: string; insecure: boolean }>({
  example: { href: 'http://www.telorys.fr/cgv', path: '/cgv', insecure: true },
  en: ({ href, path, insecure }) => ({
    message: `the link ${href} leads to this site by its full address${insecure ? ', with http:// (not encrypted: the browser leaves https for it)' : ''}`,
    hint: `write ${path}: an address starting with / stays on the site, whatever its domain (a test copy, https, a new name).`,
  }),
  fr: ({ href, path, insecure }) => ({
    message: `le lien ${quoted(href)} mène à ce site par son adresse complète${insecure ? ', en http:// (non chiffré\u00a0: le navigateur quitte https pour lui)' : ''}`,
    hint: `écrivez ${quoted(path)}\u00a0: une adresse qui commence par / reste sur le site, quel que soit son domaine (une copie de test, https, un nouveau nom).`,
  }),
});

/** An image of `public/` that content shows and that weighs more than a page should load. */
export const heavyImage = messageKind<{ image: string; megabytes: number }>({
  example: { image: '/images/photo.jpg', megabytes: 8.2 },
  en: ({ image, megabytes }) => ({
    message: `the image ${image} weighs ${megabytes} MB: every visitor downloads it, slowly on a phone`,
    hint: 'resize it to at most 2000 pixels wide and save it as WebP, or JPEG at quality 80 (with squoosh.app, or "Export" in your photo editor): it will weigh a few hundred KB. Keep images under 1 MB.',
  }),
  fr: ({ image, megabytes }) => ({
    message: `l’image ${image} pèse ${String(megabytes).replace('.', ',')}\u00a0Mo\u00a0: chaque visiteur la télécharge, lentement sur un téléphone`,
    hint: 'redimensionnez-la à 2000 pixels de large au plus et enregistrez-la en WebP, ou en JPEG qualité 80 (avec squoosh.app, ou «\u00a0Exporter\u00a0» dans votre logiciel photo)\u00a0: elle pèsera quelques centaines de Ko. Gardez les images sous 1\u00a0Mo.',
  }),
});

/** A position of mainland France written longitude first: the map would point to the Indian Ocean. */
export const swappedPosition = messageKind<{ latitude: number; longitude: number }>({
  example: { latitude: 6.1757, longitude: 49.1193 },
  en: ({ latitude, longitude }) => ({
    message: `[${latitude}, ${longitude}] is not in France: the latitude (about 41 to 51 in mainland France) comes first, then the longitude (about -5 to 10)`,
    hint: `swap the two numbers: [${longitude}, ${latitude}].`,
  }),
  fr: ({ latitude, longitude }) => ({
    message: `[${latitude}, ${longitude}] n’est pas en France\u00a0: la latitude (de 41 à 51 environ en métropole) vient d’abord, puis la longitude (de -5 à 10 environ)`,
    hint: `inversez les deux nombres\u00a0: [${longitude}, ${latitude}].`,
  }),
});

/** Two local pages for one place (a copy left by a file explorer); `owner` is the file named first. */
export const samePlaceName = messageKind<{ name: string; owner: string }>({
  example: { name: 'Metz', owner: 'content/local/metz.yaml' },
  en: ({ name, owner }) => ({
    message: `"${name}" is already the name of ${owner}: two pages for one place`,
    hint: 'remove this file if it is a copy, or give it the name of another place.',
  }),
  fr: ({ name, owner }) => ({
    message: `${quoted(name)} est déjà le nom de ${owner}\u00a0: deux pages pour un même lieu`,
    hint: 'supprimez ce fichier s’il s’agit d’une copie, ou donnez-lui le nom d’un autre lieu.',
  }),
});
