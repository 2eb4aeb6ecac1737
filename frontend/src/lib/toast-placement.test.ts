import { describe, expect, it } from 'vitest';
import { chooseToastPosition, TOAST_BAND_PX } from './toast-placement';

const WINDOW_HEIGHT = 800;

describe('where a toast goes', () => {
  it('goes to the top when nothing is known of what raised it', () => {
    expect(chooseToastPosition([], WINDOW_HEIGHT)).toBe('top-center');
  });

  it('goes to the top when the control that raised it sits low in the window (a form submitted at its end)', () => {
    expect(chooseToastPosition([{ top: 740, bottom: 776 }], WINDOW_HEIGHT)).toBe('top-center');
  });

  it('goes to the bottom when the control sits in the top band', () => {
    expect(chooseToastPosition([{ top: 80, bottom: 116 }], WINDOW_HEIGHT)).toBe('bottom-center');
    expect(chooseToastPosition([{ top: TOAST_BAND_PX - 1, bottom: TOAST_BAND_PX + 35 }], WINDOW_HEIGHT)).toBe('bottom-center');
  });

  it('stays at the top when the control is clear of both bands', () => {
    expect(chooseToastPosition([{ top: TOAST_BAND_PX, bottom: WINDOW_HEIGHT - TOAST_BAND_PX }], WINDOW_HEIGHT)).toBe('top-center');
  });

  it('takes the side that covers less when the controls reach into both bands (a field at the top, its submit button at the bottom)', () => {
    const field = { top: 100, bottom: 136 };
    const submit = { top: 700, bottom: 736 };
    expect(chooseToastPosition([field, submit], WINDOW_HEIGHT)).toBe('top-center');
    expect(chooseToastPosition([{ top: 20, bottom: 150 }, submit], WINDOW_HEIGHT)).toBe('bottom-center');
  });
});
