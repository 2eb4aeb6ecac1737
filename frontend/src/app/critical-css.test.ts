import { describe, expect, it } from 'vitest';
import { indexStylesheet } from '../../build-tools/critical-css';
import { criticalRules } from './critical-css';

const STYLESHEET = [
  ':root{--mantine-color-body:#fff}',
  ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}',
  'body{margin:0;background:var(--mantine-color-body)}',
  '.m_card{padding:1rem}',
  '.m_card .m_title{font-weight:700}',
  '.m_badge:not(.m_card){display:inline-flex}',
  ':where([data-mantine-color-scheme=dark]) .m_button{color:#fff}',
  '.m_modal,.m_button:where(.m_group *){gap:0}',
  '@media (min-width:48em){.m_card{padding:2rem}.m_drawer{width:20rem}}',
  '@keyframes m_spin{to{transform:rotate(1turn)}}',
].join('');

describe("a drawn screen's rules", () => {
  const index = indexStylesheet(STYLESHEET);

  it('are the rules whose classes are all in the markup, in the stylesheet’s order, with their at-rules', () => {
    const css = criticalRules(index, '<div class="m_card"><button class="m_button mantine-active" type="button">Go</button></div>');
    expect(css).toBe(
      [
        ':root{--mantine-color-body:#fff}',
        ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}',
        'body{margin:0;background:var(--mantine-color-body)}',
        '.m_card{padding:1rem}',
        ':where([data-mantine-color-scheme=dark]) .m_button{color:#fff}',
        '.m_modal,.m_button:where(.m_group *){gap:0}',
        '@media (min-width:48em){.m_card{padding:2rem}}',
        '@keyframes m_spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('leave out a rule that needs a class the markup lacks, but not one that needs a class to be absent', () => {
    expect(criticalRules(index, '<p class="m_title">x</p>')).not.toContain('.m_title');
    expect(criticalRules(index, '<div class="m_card"><p class="m_title">x</p></div>')).toContain('.m_card .m_title{font-weight:700}');
    expect(criticalRules(index, '<span class="m_badge">x</span>')).toContain('.m_badge:not(.m_card){display:inline-flex}');
  });

  it('are only the rules every page needs when the markup has no classes', () => {
    expect(criticalRules(index, '<p>plain</p>')).toBe(
      ':root{--mantine-color-body:#fff}:root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}body{margin:0;background:var(--mantine-color-body)}@keyframes m_spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keep only the custom properties the markup and the kept rules use, through one another too', () => {
    const theme = indexStylesheet(
      [
        ':root{color-scheme:var(--scheme);--scheme:light;--radius:4px;--shade:var(--blue-6);--blue-6:#228be6;--grape-6:#be4bdb;--gap:8px}',
        ':root[data-mantine-color-scheme=dark]{--scheme:dark;--blue-6:#4dabf7;--grape-6:#cc5de8}',
        '.m_card{border-radius:var(--radius);--card-bg:var(--shade)}',
        '.m_menu{gap:var(--gap)}',
      ].join(''),
    );
    expect(criticalRules(theme, '<div class="m_card" style="background:var(--card-bg);--inline:var(--radius)">x</div>')).toBe(
      [
        ':root{color-scheme:var(--scheme);--scheme:light;--radius:4px;--shade:var(--blue-6);--blue-6:#228be6;}',
        ':root[data-mantine-color-scheme=dark]{--scheme:dark;--blue-6:#4dabf7;}',
        '.m_card{border-radius:var(--radius);--card-bg:var(--shade)}',
      ].join(''),
    );
  });
});
