/**
 * Writes the documents of public/documents/ that content/support/documentation.yaml offers:
 * short guides in plain text, their brand and contacts read from content/site.yaml. Run it again
 * after changing a text or the contacts: node scripts/documents/makeDocuments.mjs
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { writePdf } from './writePdf.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = parse(await readFile(path.join(root, 'content/site.yaml'), 'utf8'));
const { brand, contact } = site;
const nb = '\u00a0';

const heading = (text) => ({ text, size: 18 });
const section = (text) => ({ text, size: 13 });
const line = (text) => ({ text, size: 11 });
const gap = { text: '', size: 0 };
const support = [
  section('Besoin d’aide'),
  line(`Support par téléphone${nb}: ${contact.phone.display} (${contact.phoneSupportHours.toLowerCase()}).`),
  line(`Support par e-mail${nb}: ${contact.supportEmails[0]} (${contact.emailSupportDelay.toLowerCase()}).`),
];

const documents = {
  'guide-demarrage.pdf': {
    title: `Guide de démarrage rapide – ${brand.product}`,
    lines: [
      heading('Guide de démarrage rapide'),
      line(`${brand.product} – ${brand.name}`),
      gap,
      section('1. Brancher le téléphone'),
      line('Reliez le port Internet du poste à votre réseau avec le câble fourni.'),
      line('Un poste alimenté par le réseau (PoE) s’allume seul ; sinon, branchez son adaptateur secteur.'),
      gap,
      section('2. Attendre la configuration'),
      line('Le poste se configure automatiquement au premier démarrage : laissez-le branché'),
      line('jusqu’à ce que votre nom ou votre numéro s’affiche à l’écran.'),
      gap,
      section('3. Passer un premier appel'),
      line('Composez le numéro, puis décrochez ou appuyez sur la touche haut-parleur.'),
      line('Pour un collègue, composez simplement son numéro court.'),
      gap,
      section('4. Écouter votre messagerie vocale'),
      line('Appuyez sur la touche Messages du poste et suivez le guide vocal.'),
      line('Au premier accès, enregistrez votre annonce d’accueil.'),
      gap,
      ...support,
    ],
  },
  'depannage-rapide.pdf': {
    title: `Dépannage rapide – ${brand.product}`,
    lines: [
      heading('Dépannage rapide'),
      line(`${brand.product} – ${brand.name}`),
      gap,
      section('Le poste n’affiche rien'),
      line('Vérifiez que le câble réseau est bien branché et, sans PoE, que l’adaptateur secteur l’est aussi.'),
      gap,
      section('Le poste affiche « Pas de service » ou « Non enregistré »'),
      line('Débranchez le poste dix secondes, puis rebranchez-le : il se reconfigure au démarrage.'),
      line('Si le message reste, vérifiez qu’un autre appareil du même réseau accède à Internet.'),
      gap,
      section('Votre correspondant vous entend mal'),
      line('Essayez le combiné plutôt que le haut-parleur, puis un autre câble réseau.'),
      line('Si la voix hache pour tous les postes, un téléchargement lourd occupe peut-être la connexion.'),
      gap,
      section('Les appels n’arrivent pas sur un poste'),
      line('Vérifiez que le poste n’est pas en mode « Ne pas déranger » ni en renvoi d’appel.'),
      gap,
      ...support,
    ],
  },
};

const folder = path.join(root, 'public/documents');
await mkdir(folder, { recursive: true });
for (const [name, document] of Object.entries(documents)) {
  const bytes = writePdf(document);
  await writeFile(path.join(folder, name), bytes);
  console.log(`public/documents/${name}: ${bytes.length} bytes`);
}
