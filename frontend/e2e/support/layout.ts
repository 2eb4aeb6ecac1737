import type { Locator, Page } from '@playwright/test';

/** A piece of text the screen cuts: what kind of element holds it, its words, and how much is hidden. */
export type CutText = { kind: 'badge' | 'button' | 'heading' | 'placeholder'; text: string; hiddenPx: number };

/**
 * Every badge, button and heading on the page whose text does not fit its box: the element itself
 * or a part of it that hides what overflows (Mantine's badge and button labels clip with
 * `overflow: hidden`, an ellipsis or a line clamp) is narrower than its text (`scrollWidth >
 * clientWidth`), or a clamped part is shorter than its lines. Also input placeholders wider than
 * their field, which the browser cuts without a trace in the layout.
 */
export async function findCutText(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const KINDS = [
      { kind: 'badge', selector: '.mantine-Badge-root' },
      { kind: 'button', selector: 'button, [role="button"], .mantine-Button-root' },
      { kind: 'heading', selector: 'h1, h2, h3, h4, h5, h6, .mantine-Title-root' },
    ] as const;

    const isShown = (element: Element) => {
      if (element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const wordsOf = (element: Element) =>
      (element.textContent ?? '').replace(/\s+/g, ' ').trim() || (element.getAttribute('aria-label') ?? '');
    /** Parts that hide what does not fit; a part that lets it spill shows it (the page overflow check sees that). */
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
    };
    const hiddenPxOf = (element: HTMLElement) => {
      // A visually hidden label (1 px, clipped) is for screen readers, not a cut.
      if (element.clientWidth <= 1) return 0;
      const across = element.scrollWidth - element.clientWidth;
      const down = getComputedStyle(element).webkitLineClamp !== 'none' ? element.scrollHeight - element.clientHeight : 0;
      return Math.max(across, down, 0);
    };

    const reported = new Set<Element>();
    const found: { kind: 'badge' | 'button' | 'heading' | 'placeholder'; text: string; hiddenPx: number }[] = [];
    for (const { kind, selector } of KINDS) {
      for (const holder of document.querySelectorAll<HTMLElement>(selector)) {
        if (!isShown(holder) || wordsOf(holder) === '') continue;
        const parts = [holder, ...Array.from(holder.querySelectorAll<HTMLElement>('*')).filter((part) => isShown(part) && clips(part))];
        for (const part of parts) {
          const hiddenPx = hiddenPxOf(part);
          if (hiddenPx === 0 || reported.has(part)) continue;
          reported.add(part);
          found.push({ kind, text: wordsOf(holder), hiddenPx });
        }
      }
    }

    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!isShown(field) || field.value !== '' || field.placeholder === '') continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A textarea wraps its placeholder; only a one-line field cuts it.
      const needed = field instanceof HTMLTextAreaElement ? 0 : canvas.measureText(field.placeholder).width;
      if (needed > room + 0.5) found.push({ kind: 'placeholder', text: field.placeholder, hiddenPx: Math.ceil(needed - room) });
    }
    return found;
  });
}

type Box = { x: number; y: number; width: number; height: number };

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether a click at the centre of the element reaches it (nothing such as a toast lies on top). */
export async function isTopmostAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** The element's box once it has stopped moving (a toast slides in): the same in two frames running. */
export async function settledBox(target: Locator): Promise<Box> {
  return target.evaluate(
    (element) =>
      new Promise<Box>((resolve) => {
        let previous = '';
        const measure = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const current = JSON.stringify({ x, y, width, height });
          if (current === previous) resolve({ x, y, width, height });
          else {
            previous = current;
            requestAnimationFrame(measure);
          }
        };
        requestAnimationFrame(measure);
      }),
  );
}
