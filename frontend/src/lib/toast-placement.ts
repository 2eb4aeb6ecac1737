export type ToastPosition = 'top-center' | 'bottom-center';

/**
 * The height a toast may take at the top or the bottom of the window: its container's 16 px
 * margin and a toast of a title and up to three lines of description.
 */
export const TOAST_BAND_PX = 160;

/** A vertical stretch of the window, in CSS pixels from its top. */
export type Span = { top: number; bottom: number };

/**
 * The edge whose band covers the given controls least: the top unless a control sits in the top
 * band and the bottom band is clearer. A control in the middle of the window is clear of both.
 */
export function chooseToastPosition(controls: Span[], windowHeight: number): ToastPosition {
  const covered = (band: Span) =>
    controls.reduce((sum, control) => sum + Math.max(0, Math.min(control.bottom, band.bottom) - Math.max(control.top, band.top)), 0);
  const atTop = covered({ top: 0, bottom: TOAST_BAND_PX });
  const atBottom = covered({ top: windowHeight - TOAST_BAND_PX, bottom: windowHeight });
  return atBottom < atTop ? 'bottom-center' : 'top-center';
}

const CONTROL = 'button, a, input, textarea, select, label, [role="button"], [role="checkbox"], [role="switch"], [role="option"]';

/** The element the user last pressed or typed into: what a toast raised now most likely answers. */
let lastActedOn: Element | null = null;

export function rememberActedOn(event: Event): void {
  if (event.target instanceof Element) lastActedOn = event.target.closest(CONTROL) ?? event.target;
}

/**
 * What a toast raised now must leave clear: the control the user last acted on and, when it is in
 * a form, the form's submit buttons (Enter in a field submits the form too). Only what is still
 * on the page counts.
 */
export function controlsToKeepClear(): Span[] {
  if (!lastActedOn?.isConnected) return [];
  const form = lastActedOn.closest('form');
  const elements = [lastActedOn, ...(form ? Array.from(form.querySelectorAll('[type="submit"]')) : [])];
  return elements
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0)
    .map((box) => ({ top: box.top, bottom: box.bottom }));
}

/** Where the next toast goes so that it does not cover the control that raised it. */
export function placeNextToast(): ToastPosition {
  return chooseToastPosition(controlsToKeepClear(), window.innerHeight);
}
