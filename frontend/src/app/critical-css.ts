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
/** A custom property's declaration in a rule's block, with its semicolon. */
const CUSTOM_PROPERTY = /(--[\w-]+)\s*:([^;{}]*);?/g;
const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The rules of the stylesheet that can apply to the markup, in order: the rest of the sheet may
 * follow later. Of the custom properties they declare (Mantine's theme declares some 900, for both
 * colour schemes), only those the markup and the kept rules use, directly or through one another,
 * are kept.
 */
export function criticalRules(index: StylesheetIndex, html: string): string {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  const rules = index.rules.filter(({ needs }) => needs.some((names) => names.every((name) => classes.has(name)))).map(({ css }) => css);

  const declared = new Map<string, string[]>();
  const used = new Set<string>();
  const noteUses = (text: string) => {
    for (const [, name] of text.matchAll(VARIABLE_REFERENCE)) used.add(name);
  };
  // The markup's own declarations (style attributes, Mantine's style elements) count as uses.
  noteUses(html);
  for (const css of rules) {
    for (const [, name, value] of css.matchAll(CUSTOM_PROPERTY)) declared.set(name, [...(declared.get(name) ?? []), value]);
    noteUses(css.replace(CUSTOM_PROPERTY, ''));
  }
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of declared.get(name) ?? []) {
      for (const [, referenced] of value.matchAll(VARIABLE_REFERENCE)) {
        if (used.has(referenced)) continue;
        used.add(referenced);
        pending.push(referenced);
      }
    }
  }
  return rules.map((css) => css.replace(CUSTOM_PROPERTY, (declaration, name: string) => (used.has(name) ? declaration : ''))).join('');
}
