import postcss from 'postcss';
import type { AtRule, ChildNode, Container } from 'postcss';
import type { StylesheetIndex } from '../src/app/critical-css.ts';

/** Arguments of :not() name classes an element must lack; of :is(), :where() and :has(), one of several. */
const PSEUDO_ARGUMENTS = /:(not|is|where|has)\(/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The stylesheet as its rules, each with the class names its selectors need (src/app/critical-css.ts
 * picks from it per page). A rule is kept for a page when any of its selectors can match: the
 * classes outside pseudo-class arguments are all in the markup. At-rules with no selectors of
 * their own (keyframes, font faces, layers' order) are always kept.
 */
export function indexStylesheet(css: string): StylesheetIndex {
  const rules: StylesheetIndex['rules'] = [];
  const visit = (container: Container<ChildNode>, wrappers: AtRule[]) => {
    container.each((node) => {
      if (node.type === 'rule') {
        rules.push({ css: wrap(node.toString(), wrappers), needs: node.selectors.map(requiredClasses) });
      } else if (node.type === 'atrule') {
        if (node.nodes && node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule') && node.name !== 'keyframes') {
          visit(node, [...wrappers, node]);
        } else {
          rules.push({ css: wrap(node.toString(), wrappers), needs: [[]] });
        }
      }
    });
  };
  visit(postcss.parse(css), []);
  return { rules };
}

function wrap(css: string, wrappers: AtRule[]): string {
  return wrappers.reduceRight((inner, atRule) => `@${atRule.name} ${atRule.params}{${inner}}`, css);
}

/** The classes a selector needs, leaving out what its pseudo-classes' arguments name. */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    PSEUDO_ARGUMENTS.lastIndex = i;
    const pseudo = depth === 0 ? PSEUDO_ARGUMENTS.exec(selector) : null;
    if (pseudo && pseudo.index === i) {
      depth = 1;
      i += pseudo[0].length - 1;
      continue;
    }
    if (depth > 0) {
      if (selector[i] === '(') depth += 1;
      else if (selector[i] === ')') depth -= 1;
      continue;
    }
    outside += selector[i];
  }
  return [...new Set([...outside.matchAll(CLASS_SELECTOR)].map(([, name]) => name))];
}
