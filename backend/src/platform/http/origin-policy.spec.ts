import { OriginPolicy } from './origin-policy';

describe('OriginPolicy', () => {
  const sameHost = new OriginPolicy([]);
  const host = '127.0.0.1:3000';

  it('without APP_ORIGIN, allows pages of the address the request was sent to', () => {
    expect(sameHost.allows({ origin: 'http://127.0.0.1:3000', host })).toBe(true);
    expect(sameHost.allows({ origin: 'https://app.example', host: 'APP.example' })).toBe(true);
  });

  it.each([
    ['another site', 'http://evil.example'],
    ['the same host on another port (same-site)', 'http://127.0.0.1:3001'],
    ['an opaque origin', 'null'],
    ['a non-web scheme', 'chrome-extension://abcdef'],
    ['garbage', 'not an origin'],
  ])('refuses %s', (_label, origin) => {
    expect(sameHost.allows({ origin, host })).toBe(false);
  });

  it('with APP_ORIGIN, allows exactly those origins whatever the Host', () => {
    const listed = new OriginPolicy(['https://app.example', 'http://localhost:5173']);
    expect(listed.allows({ origin: 'https://app.example', host: 'internal:3000' })).toBe(true);
    expect(listed.allows({ origin: 'http://localhost:5173', host: 'localhost:3000' })).toBe(true);
    expect(listed.allows({ origin: 'http://internal:3000', host: 'internal:3000' })).toBe(false);
    expect(listed.allows({ origin: 'http://app.example', host: 'app.example' })).toBe(false);
  });

  it('without Origin, trusts Sec-Fetch-Site only when it says same-origin', () => {
    expect(sameHost.allows({ host, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(sameHost.allows({ host, 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(sameHost.allows({ host, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(sameHost.allows({ host, 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('lets requests from no browser page through (no Origin, no Sec-Fetch-Site)', () => {
    expect(sameHost.allows({ host })).toBe(true);
  });

  it('knows the user’s own navigations from ones another site started', () => {
    expect(sameHost.isOwnNavigation({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })).toBe(true);
    expect(sameHost.isOwnNavigation({ 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).toBe(true);
    expect(sameHost.isOwnNavigation({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(sameHost.isOwnNavigation({ 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(sameHost.isOwnNavigation({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' })).toBe(false);
    expect(sameHost.isOwnNavigation({})).toBe(false);
  });
});
