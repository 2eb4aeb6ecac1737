import { expect } from 'vitest';

/** The texts linked to a field by aria-describedby: its description and its error message. */
function describingTexts(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

/** The field is marked invalid, with `message` under it and linked to it. */
export function expectFieldError(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(describingTexts(field)).toContain(message);
}

/** The field is not marked invalid. */
export function expectNoFieldError(field: HTMLElement) {
  expect(field.getAttribute('aria-invalid')).not.toBe('true');
}
