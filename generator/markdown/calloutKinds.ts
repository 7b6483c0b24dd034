/** How a callout looks: one style, icon and colour per family of kinds. */
export type CalloutStyle = 'note' | 'info' | 'tip' | 'important' | 'warning' | 'danger';

/** A kind of callout as shown: its look and the word that names it. */
export interface CalloutKind {
  style: CalloutStyle;
  /** The visible French word that names the kind (« Astuce »), read out first by a screen reader. */
  label: string;
}

const note = { style: 'note', label: 'Remarque' } as const;
const info = { style: 'info', label: 'Information' } as const;
const tip = { style: 'tip', label: 'Astuce' } as const;
const important = { style: 'important', label: 'Important' } as const;
const warning = { style: 'warning', label: 'Attention' } as const;
const danger = { style: 'danger', label: 'Danger' } as const;

/**
 * The kinds of VitePress (`::: tip`), Docusaurus (`:::note`, `:::caution`), MkDocs
 * (`!!! note`, with its aliases) and GitHub alerts (`> [!TIP]`), by lower-case name. MkDocs's
 * rarer kinds keep their own word with the look of the nearest common one.
 */
const kinds: Record<string, CalloutKind> = {
  note,
  info,
  tip,
  important,
  warning,
  caution: warning,
  attention: warning,
  danger,
  error: { style: 'danger', label: 'Erreur' },
  hint: tip,
  abstract: { style: 'note', label: 'Résumé' },
  summary: { style: 'note', label: 'Résumé' },
  tldr: { style: 'note', label: 'Résumé' },
  success: { style: 'tip', label: 'Réussite' },
  check: { style: 'tip', label: 'Réussite' },
  done: { style: 'tip', label: 'Réussite' },
  question: { style: 'info', label: 'Question' },
  help: { style: 'info', label: 'Question' },
  faq: { style: 'info', label: 'Question' },
  failure: { style: 'danger', label: 'Échec' },
  fail: { style: 'danger', label: 'Échec' },
  missing: { style: 'danger', label: 'Échec' },
  bug: { style: 'danger', label: 'Bogue' },
  example: { style: 'note', label: 'Exemple' },
  quote: { style: 'note', label: 'Citation' },
  cite: { style: 'note', label: 'Citation' },
};

/** GitHub's five alerts: its CAUTION is the red one ("negative consequences"), not Docusaurus's yellow. */
const githubKinds: Record<string, CalloutKind> = { note, tip, important, warning, caution: danger };

/** The kind a callout's name stands for (any case); undefined for a name no docs tool uses. */
export function calloutKind(name: string): CalloutKind | undefined {
  return Object.hasOwn(kinds, name.toLowerCase()) ? kinds[name.toLowerCase()] : undefined;
}

/** The kind of a GitHub alert (`NOTE`, `TIP`, `IMPORTANT`, `WARNING`, `CAUTION`, any case). */
export function githubKind(name: string): CalloutKind | undefined {
  return Object.hasOwn(githubKinds, name.toLowerCase()) ? githubKinds[name.toLowerCase()] : undefined;
}

/** The plain note an unknown kind is shown as. */
export const plainNote: CalloutKind = note;
