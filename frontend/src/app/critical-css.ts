/**
 * The stylesheet as rules and the class names each needs, made at build time
 * (build-tools/critical-css.ts), so that a screen drawn on the server goes out with the rules its
 * markup uses inlined, chosen in a few set lookups instead of by parsing the stylesheet per page.
 */
export type StylesheetIndex = {
  /** In the stylesheet's order, each with its at-rules around it. */
  rules: {
    css: string;
    /** The rule applies when every class of one of these sets is in the markup; an empty set always. */
    needs: string[][];
  }[];
};

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/** The rules of the stylesheet that can apply to the markup, in order: the rest of the sheet may follow later. */
export function criticalRules(index: StylesheetIndex, html: string): string {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return index.rules
    .filter(({ needs }) => needs.some((names) => names.every((name) => classes.has(name))))
    .map(({ css }) => css)
    .join('');
}
