import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../lib/notify';
import { stubMatchMedia } from './match-media';

// Screens wait on real timers (debounced checks, looks for a new contract): a findBy or waitFor
// that gave up after the default second failed on a machine busy with other work. A wait that
// succeeds ends as soon as it does, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });

if (typeof window !== 'undefined') {
  installBrowserStubs();

  afterEach(() => {
    cleanup();
    act(() => resetToasts());
    stubMatchMedia();
    window.localStorage.clear();
  });
}

/** jsdom lacks the layout, media and font APIs Mantine relies on, and Node's Request needs absolute URLs. */
function installBrowserStubs() {
  stubMatchMedia();

  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollTo = (() => {}) as typeof Element.prototype.scrollTo;
  Element.prototype.scrollIntoView = () => {};

  // Mantine's autosize Textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
    });
  }

  // Previews of chosen files (object URLs) are not in jsdom: each file gets an address of its own.
  let objectUrls = 0;
  URL.createObjectURL = () => `blob:http://localhost/preview-${++objectUrls}`;
  URL.revokeObjectURL = () => {};

  // Browsers resolve a relative request URL against the page; Node's Request does not.
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  };
}
