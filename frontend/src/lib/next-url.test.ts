import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './next-url';

describe('sameOriginUrl', () => {
  const origin = 'https://app.example';

  it.each([
    ['/jobs?search=chat', 'https://app.example/jobs?search=chat'],
    ['/jobs/42#apply', 'https://app.example/jobs/42#apply'],
    ['https://app.example/settings', 'https://app.example/settings'],
    ['jobs', 'https://app.example/jobs'],
  ])('keeps %p on this site', (next, expected) => {
    expect(sameOriginUrl(next, origin)).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\r/evil.example/x'],
    ['/\n/evil.example/x'],
    ['\t//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http://app.example/'],
    ['https://app.example.evil.example/'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['https://app.example@evil.example/'],
    ['http://[::1'],
  ])('sends %p home', (next) => {
    expect(sameOriginUrl(next, origin)).toBe('https://app.example/');
  });

  it('never yields a protocol-relative path, even after dot segments collapse', () => {
    const url = sameOriginUrl('/.//evil.example/x', origin);
    expect(new URL(url).origin).toBe(origin);
    expect(url.startsWith('https://app.example/')).toBe(true);
  });

  it('goes home without next', () => {
    expect(sameOriginUrl(null, origin)).toBe('https://app.example/');
    expect(sameOriginUrl('', origin)).toBe('https://app.example/');
    expect(sameOriginUrl(undefined, origin)).toBe('https://app.example/');
  });
});
