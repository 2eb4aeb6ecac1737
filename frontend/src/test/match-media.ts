/** Replaces jsdom's missing matchMedia: `matches(query)` says which media queries hold. */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
