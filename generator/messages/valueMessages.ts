import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** A number as French writes it: a decimal comma. */
const frNumber = (value: number) => String(value).replace('.', ',');
const euros = (values: number[], fr = false) =>
  values.map((value) => (fr ? frNumber(value) : String(value))).join(', ');

/** A price far above or below the other prices of its list (`1900` typed for `19.00`). */
export const priceOutOfLine = messageKind<{ price: number; others: number[]; times: number; guess?: number }>({
  example: { price: 1900, others: [29, 39], times: 56, guess: 19 },
  en: ({ price, others, times, guess }) => ({
    message: `${price} € is ${price > Math.max(...others) ? `${times} times more than` : `${times} times less than`} the other prices of this list (${euros(others)} €)`,
    hint: `write the price in euros with a point before the cents (19.90 for 19,90 €)${guess === undefined ? '' : `: did you mean ${guess}?`} If ${price} € is right, leave it: this is only a warning.`,
  }),
  fr: ({ price, others, times, guess }) => ({
    message: `${frNumber(price)}\u00a0€ est ${times} fois ${price > Math.max(...others) ? 'plus' : 'moins'} que les autres prix de cette liste (${euros(others, true)}\u00a0€)`,
    hint: `écrivez le prix en euros avec un point avant les centimes (19.90 pour 19,90\u00a0€)${guess === undefined ? '' : `\u00a0: vouliez-vous écrire ${guess}\u00a0?`} Si ${frNumber(price)}\u00a0€ est juste, laissez-le\u00a0: ce n’est qu’un avertissement.`,
  }),
});

/** A plan cheaper than the plan before it: the plans are shown side by side, from the cheapest. */
export const planCheaper = messageKind<{ name: string; price: number; before: string; beforePrice: number }>({
  example: { name: 'Équipe', price: 19, before: 'Essentiel', beforePrice: 29 },
  en: ({ name, price, before, beforePrice }) => ({
    message: `${name} costs ${price} €, less than ${before} before it (${beforePrice} €): the plans are shown side by side, each one dearer than the one before`,
    hint: `check both prices (a digit too many or too few?); to show ${name} first, move its block above ${before}'s.`,
  }),
  fr: ({ name, price, before, beforePrice }) => ({
    message: `${name} coûte ${frNumber(price)}\u00a0€, moins que ${before} qui le précède (${frNumber(beforePrice)}\u00a0€)\u00a0: les formules sont présentées côte à côte, chacune plus chère que la précédente`,
    hint: `vérifiez les deux prix (un chiffre de trop ou de moins\u00a0?)\u00a0; pour présenter ${name} en premier, placez son bloc au-dessus de celui de ${before}.`,
  }),
});

/** A list item that goes on over the next line, which reads like an item whose `- ` was forgotten. */
export const mergedItem = messageKind<{ joined: string; next: string; line: number }>({
  example: { joined: 'Musique d’attente Enregistrement des appels', next: 'Enregistrement des appels', line: 13 },
  en: ({ joined, next, line }) => ({
    message: `"${joined}" is one list item written on two lines: YAML joins them into one text`,
    hint: `if "${next}" is an item of its own, start line ${line} with "- " like the item above it; if it is the same item, write it on one line.`,
  }),
  fr: ({ joined, next, line }) => ({
    message: `${quoted(joined)} est un seul élément de liste écrit sur deux lignes\u00a0: YAML les réunit en un seul texte`,
    hint: `si ${quoted(next)} est un élément à part, commencez la ligne ${line} par «\u00a0- \u00a0» comme l’élément au-dessus\u00a0; si c’est le même élément, écrivez-le sur une seule ligne.`,
  }),
});

/** A date of last change after today: published as is, and in the sitemap. */
export const futureDate = messageKind<{ date: string; today: string }>({
  example: { date: '2052-08-27', today: '2026-11-26' },
  en: ({ date, today }) => ({
    message: `${date} is in the future (today is ${today}): the page would tell visitors and search engines it changed on a day still to come`,
    hint: `write the day of the change, ${today} at the latest (YYYY-MM-DD: year, month, day).`,
  }),
  fr: ({ date, today }) => ({
    message: `${date} est dans le futur (nous sommes le ${today})\u00a0: la page dirait aux visiteurs et aux moteurs de recherche qu’elle a changé un jour qui n’est pas encore venu`,
    hint: `écrivez le jour de la modification, au plus tard ${today} (AAAA-MM-JJ\u00a0: année, mois, jour).`,
  }),
});

/** A French phone number written another way than in pairs of digits separated by spaces. */
export const phoneFormat = messageKind<{ written: string; fixed: string }>({
  example: { written: '03.53.48.10.20', fixed: '03 53 48 10 20' },
  en: ({ written, fixed }) => ({
    message: `the number ${written} is not written like the site's other numbers`,
    hint: `write it ${fixed}: in pairs of digits separated by spaces.`,
  }),
  fr: ({ written, fixed }) => ({
    message: `le numéro ${quoted(written)} n’est pas écrit comme les autres numéros du site`,
    hint: `écrivez-le ${quoted(fixed)}\u00a0: par paires de chiffres séparées par des espaces.`,
  }),
});

/** A percentage above 100 in a text (`995 %` typed for `99,5 %`). */
export const percentOver = messageKind<{ written: string }>({
  example: { written: '995 %' },
  en: ({ written }) => ({
    message: `${written} is more than 100 %`,
    hint: 'check the figure: a decimal comma missing (99,5 %)? If it is right (a growth of 150 %), leave it: this is only a warning.',
  }),
  fr: ({ written }) => ({
    message: `${quoted(written)} dépasse 100\u00a0%`,
    hint: 'vérifiez le chiffre\u00a0: une virgule oubliée (99,5\u00a0%)\u00a0? S’il est juste (une hausse de 150\u00a0%), laissez-le\u00a0: ce n’est qu’un avertissement.',
  }),
});

/** An e-mail address whose domain is one letter or two away from a known one: mail to it goes astray. */
export const emailTypo = messageKind<{ address: string; domain: string; meant: string }>({
  example: { address: 'contact@telroys.fr', domain: 'telroys.fr', meant: 'telorys.fr' },
  en: ({ address, domain, meant }) => ({
    message: `the domain of ${address}, ${domain}, looks like a typo for ${meant}`,
    hint: `write ${address.replace(/@[^]*$/, `@${meant}`)}; mail sent to a mistyped domain is lost without a word.`,
  }),
  fr: ({ address, domain, meant }) => ({
    message: `le domaine de ${address}, ${quoted(domain)}, ressemble à une faute de frappe pour ${quoted(meant)}`,
    hint: `écrivez ${address.replace(/@[^]*$/, `@${meant}`)}\u00a0; un message envoyé à un domaine mal écrit se perd sans un mot.`,
  }),
});

/** Opening hours in a text that are not times of a day (`9h–25h`, `8h75`, `18h–8h`). */
export const impossibleHours = messageKind<{ written: string }>({
  example: { written: '9h–25h' },
  en: ({ written }) => ({
    message: `${written} is not a span of a day: hours go from 0h to 24h, minutes up to 59, and a span closes after it opens`,
    hint: 'write the hours as opening–closing time, such as 8h30–12h or 14h–18h. If this is a delay (48h–72h), leave it: this is only a warning.',
  }),
  fr: ({ written }) => ({
    message: `${quoted(written)} n’est pas une plage horaire d’une journée\u00a0: les heures vont de 0h à 24h, les minutes jusqu’à 59, et une plage ferme après avoir ouvert`,
    hint: 'écrivez les horaires sous la forme ouverture–fermeture, par exemple 8h30–12h ou 14h–18h. Si c’est un délai (48h–72h), laissez-le\u00a0: ce n’est qu’un avertissement.',
  }),
});

/** The same item twice in one list (a feature line pasted twice). */
export const repeatedItem = messageKind<{ item: string; line: number }>({
  example: { item: 'Messagerie vocale', line: 14 },
  en: ({ item, line }) => ({
    message: `"${item}" is already in this list, at line ${line}: the page would show it twice`,
    hint: 'delete one of the two lines.',
  }),
  fr: ({ item, line }) => ({
    message: `${quoted(item)} figure déjà dans cette liste, ligne ${line}\u00a0: la page l’afficherait deux fois`,
    hint: 'supprimez l’une des deux lignes.',
  }),
});

/** A page title longer than search results show (the schema's « 60 caractères au plus »). */
export const longTitle = messageKind<{ length: number }>({
  example: { length: 74 },
  en: ({ length }) => ({
    message: `this title is ${length} characters long: search results cut it after about 60`,
    hint: 'shorten it to 60 characters at most, the words people search for first.',
  }),
  fr: ({ length }) => ({
    message: `ce titre fait ${length} caractères\u00a0: les résultats de recherche le coupent après 60 environ`,
    hint: 'raccourcissez-le à 60 caractères au plus, les mots que l’on cherche en premier.',
  }),
});

/** A date of change long before the site existed (`1925-08-27` typed for `2025-08-27`). */
export const oldDate = messageKind<{ date: string }>({
  example: { date: '1925-08-27' },
  en: ({ date }) => ({
    message: `${date} is before the year 2000: search engines would read this page as unchanged for decades`,
    hint: 'check the year (YYYY-MM-DD: year, month, day), such as 2025-08-27.',
  }),
  fr: ({ date }) => ({
    message: `${date} est antérieure à l’an 2000\u00a0: les moteurs de recherche liraient cette page comme inchangée depuis des décennies`,
    hint: 'vérifiez l’année (AAAA-MM-JJ\u00a0: année, mois, jour), par exemple 2025-08-27.',
  }),
});

/** An id of the cart written twice (plans, fibre offers, equipment, products); `there` is the first, `file:line:column (path)`. */
export const repeatedCartId = messageKind<{ id: string; there: string }>({
  example: { id: 'standard-cloud', there: 'content/plans.yaml:4:9 (plans[0].id)' },
  en: ({ id, there }) => ({
    message: `the id "${id}" is already written at ${there}: the cart would take one for the other`,
    hint: `give each plan, fibre offer, equipment item and catalogue product its own id (lowercase letters, digits and hyphens), such as "${id}-2".`,
  }),
  fr: ({ id, there }) => ({
    message: `l’identifiant "${id}" est déjà écrit en ${there}\u00a0: le panier prendrait l’un pour l’autre`,
    hint: `donnez à chaque formule, offre fibre, équipement et produit du catalogue son propre identifiant (minuscules, chiffres et tirets), comme "${id}-2".`,
  }),
});
