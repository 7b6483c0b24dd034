/** A `{name}` placeholder of a town text, its name captured (see `fill` for a text filled once). */
export const placeholder = /\{([a-zA-Z_][\w.]*)\}/g;

/**
 * Fills the `{name}` placeholders of texts many towns share: each text is cut once into its
 * literal parts and the names between them, then each town's values are put between the parts.
 * A regular expression with a replacing function per text and per town was a tenth of the real
 * site's render (3,201 towns, about forty texts each). One per routing of a département (see
 * `departementRoutes`), so that what it holds lives as long as the texts it was given.
 */
export class TextFiller {
  private readonly cut = new Map<string, string[]>();

  /** `text` with its placeholders filled from `values`; a name without value stays as written (the check refused it earlier). */
  fill(text: string, values: Record<string, string>): string {
    if (!text.includes('{')) return text;
    let parts = this.cut.get(text);
    // Split at a capturing group: literal, name, literal, name, …, literal.
    if (!parts) this.cut.set(text, (parts = text.split(placeholder)));
    let filled = parts[0]!;
    for (let at = 1; at < parts.length; at += 2) {
      const name = parts[at]!;
      filled += (Object.hasOwn(values, name) ? values[name]! : `{${name}}`) + parts[at + 1]!;
    }
    return filled;
  }
}
