import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    // A closed dropdown leaves the page, so its listbox does not share the input's label.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    TagsInput: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});
