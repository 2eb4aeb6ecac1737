import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableHandler } from './use-stable-handler';

describe('useStableHandler', () => {
  it('keeps one function across renders, which calls the handler of the latest render', () => {
    const { result, rerender } = renderHook(({ factor }) => useStableHandler((value: number) => value * factor), {
      initialProps: { factor: 2 },
    });
    const first = result.current;
    expect(first(5)).toBe(10);
    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(first(5)).toBe(15);
  });
});
