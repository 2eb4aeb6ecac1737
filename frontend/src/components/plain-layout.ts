import type { CSSProperties } from 'react';

/**
 * Mantine's Group and Stack, and its dimmed small text, as styles of plain elements. A list card
 * laid out with them draws in a fraction of the time: each Mantine layout component resolves its
 * props, styles and class names on every render, and a page mounts twenty cards in one tap
 * (decision 0085). The values are Mantine's own variables, so light and dark follow the theme.
 */
export const SPACE = {
  xs: 'var(--mantine-spacing-xs)',
  sm: 'var(--mantine-spacing-sm)',
  md: 'var(--mantine-spacing-md)',
} as const;

type Space = keyof typeof SPACE | number;

const rows = new Map<Space, CSSProperties>();
const columns = new Map<Space, CSSProperties>();

const gapOf = (space: Space) => (typeof space === 'number' ? space : SPACE[space]);

/** A Group: a row that wraps, its items centred across it. One object per gap, shared by every render. */
export function row(space: Space): CSSProperties {
  let style = rows.get(space);
  if (!style) rows.set(space, (style = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: gapOf(space) }));
  return style;
}

/** A Stack: a column whose items take its width. */
export function column(space: Space): CSSProperties {
  let style = columns.get(space);
  if (!style) columns.set(space, (style = { display: 'flex', flexDirection: 'column', gap: gapOf(space) }));
  return style;
}

/** `<Text fz="sm" c="dimmed">`. */
export const DIMMED_SMALL: CSSProperties = { color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-sm)' };

/** `<Text fz="sm">` as a paragraph. */
export const PARAGRAPH: CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-sm)' };

/** `lineClamp={2}`. */
export const TWO_LINES: CSSProperties = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' };

/** `truncate`: one line, cut with an ellipsis. */
export const ONE_LINE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** `<Title order={2} size="h5">` with the theme's wrapping of titles: a card's heading. */
export const CARD_TITLE: CSSProperties = {
  margin: 0,
  fontFamily: 'var(--mantine-font-family-headings)',
  fontSize: 'var(--mantine-h5-font-size)',
  lineHeight: 'var(--mantine-h5-line-height)',
  fontWeight: 'var(--mantine-h5-font-weight)' as CSSProperties['fontWeight'],
  overflowWrap: 'anywhere',
};
