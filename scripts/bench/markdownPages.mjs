// Markdown pages like those of the comparison with Hugo and Eleventy: about 2.3 KB of Markdown
// each (a heading, three paragraphs of four to six sentences, a list, an external link, bold
// text) with `date:` front matter, deterministic so that every run builds the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const subjects = [
  'Le standard hébergé',
  'La fibre professionnelle',
  'Un téléphone IP',
  'La portabilité du numéro',
  'Le serveur vocal interactif',
  'La messagerie vocale',
  'Un poste DECT',
  'La file d’attente',
  'Le renvoi d’appel',
  'La console du standardiste',
];
const verbs = ['simplifie', 'accompagne', 'sécurise', 'relie', 'facilite', 'organise', 'améliore', 'prolonge'];
const objects = [
  'l’accueil des appels de vos clients',
  'le travail des équipes en agence',
  'les échanges entre vos sites',
  'la continuité de service pendant les travaux',
  'la gestion des horaires d’ouverture',
  'le suivi des appels manqués',
  'la mobilité des commerciaux',
  'le télétravail des collaborateurs',
];
const endings = [
  'sans matériel à installer dans vos locaux',
  'depuis une interface web claire',
  'avec un interlocuteur unique à Marly',
  'pour un abonnement mensuel sans surprise',
  'en quelques jours seulement',
  'sur tous les postes de l’entreprise',
];

/** A small deterministic generator (same seed, same text). */
function random(seed) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function sentence(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  return `${pick(subjects)} ${pick(verbs)} ${pick(objects)}, ${pick(endings)}.`;
}

function paragraph(next) {
  const count = 4 + Math.floor(next() * 3); // four to six sentences
  return Array.from({ length: count }, () => sentence(next)).join(' ');
}

/** The title, description and date of page `index`, as written in its front matter. */
export function pageHead(index) {
  return {
    title: `Guide ${index} de la téléphonie d’entreprise`,
    description: `Ce que le guide ${index} explique aux entreprises qui changent de standard téléphonique et de fibre.`,
    date: `2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(10 + (index % 19)).padStart(2, '0')}`,
  };
}

/** The Markdown file of page `index`. */
export function pageText(index) {
  const next = random(index + 1);
  const { title, description, date } = pageHead(index);
  return `---
title: ${title}
description: ${description}
date: ${date}
---

${paragraph(next)} Les détails sont sur le **site de l’Arcep**, à l’adresse [arcep.fr](https://www.arcep.fr/).

## Les points à retenir pour le guide ${index}

${paragraph(next)}

- ${sentence(next)}
- ${sentence(next)}
- ${sentence(next)}

${paragraph(next)} **${sentence(next)}**
`;
}

/** Writes `count` pages into `folder` (`article-0.md`…); returns the total of their sizes in bytes. */
export function writePages(folder, count) {
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  for (let index = 0; index < count; index++) {
    const text = pageText(index);
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(folder, `article-${index}.md`), text);
  }
  return bytes;
}
