import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white text on filled buttons and badges reaches WCAG AA (4.5:1); shade 6 is 3.6:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    // A closed dropdown leaves the page, so its listbox does not share the input's label.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    TagsInput: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // A badge, a button and a title never cut their words (Mantine clips badge and button labels with
    // an ellipsis as soon as a row squeezes them): a badge keeps its natural width and wraps its words
    // only when wider than its container; a button does not shrink below its label; a title wraps.
    Badge: {
      styles: {
        root: { flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)' },
        label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word' },
      },
    },
    Button: { styles: { root: { minWidth: 'max-content' } } },
    Title: { styles: { root: { overflowWrap: 'break-word' } } },
    // Mantine's close button is an icon alone: without a label, screen readers announce a nameless button.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Secondary ("dimmed") text and form errors (a field's message, an invalid input's text) that reach
 * WCAG AA: Mantine's red-6 on white and red-8 on the dark inputs stay near 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolvedTheme.colors.gray[7], '--mantine-color-error': resolvedTheme.colors.red[9] },
  dark: { '--mantine-color-dimmed': resolvedTheme.colors.dark[1], '--mantine-color-error': resolvedTheme.colors.red[4] },
});
