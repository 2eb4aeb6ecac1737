import { useRouterState } from '@tanstack/react-router';

/**
 * This screen's address with its search, where signing in brings a visitor back: the address the
 * drawn matches belong to (`resolvedLocation`), not the next screen's while it loads. A string, so a
 * component that reads it redraws only when it changes; the frame around it reads the path alone.
 */
export function useReturnAddress(): string {
  return useRouterState({
    select: (state) => {
      const location = state.resolvedLocation ?? state.location;
      return `${location.pathname}${location.searchStr}`;
    },
  });
}
