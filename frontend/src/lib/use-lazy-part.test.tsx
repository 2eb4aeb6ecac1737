import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyPart } from './use-lazy-part';

type Part = () => string;

/** A load that fails `failures` times (as a download does when the network is down), then gives the part. */
function flakyLoad(failures: number) {
  const load = vi.fn(async (): Promise<Part> => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module: /assets/part.js');
    return () => 'the part';
  });
  return load;
}

function Host({ load }: { load: () => Promise<Part> }) {
  const [part, setPart] = useState<Part>();
  useLazyPart(load, setPart);
  return <p>{part ? part() : 'not yet'}</p>;
}

describe('a part of the screen loaded after it has drawn', () => {
  it('is tried again at once when the browser is back online', async () => {
    const load = flakyLoad(1);
    render(<Host load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByText('not yet')).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is tried again after growing pauses while the network stays down', async () => {
    vi.useFakeTimers();
    try {
      const load = flakyLoad(2);
      render(<Host load={load} />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(load).toHaveBeenCalledTimes(1);

      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(load).toHaveBeenCalledTimes(2);
      // The second pause is twice the first.
      await act(() => vi.advanceTimersByTimeAsync(1_999));
      expect(load).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(load).toHaveBeenCalledTimes(3);
      expect(screen.getByText('the part')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops trying once its screen is gone', async () => {
    vi.useFakeTimers();
    try {
      const load = flakyLoad(Infinity);
      const { unmount } = render(<Host load={load} />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      unmount();
      await vi.advanceTimersByTimeAsync(120_000);
      window.dispatchEvent(new Event('online'));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
