import { readFileSync } from 'node:fs';

describe('the express-session patch (patches/ beside this file, applied by postinstall)', () => {
  it("is applied to the installed express-session: res.end's replacement is created in a local, then assigned", () => {
    const source = readFileSync(require.resolve('express-session'), 'utf8');
    expect(source).toContain('var end = function end(chunk, encoding) {');
    expect(source).toContain('    res.end = end;');
    expect(source).not.toMatch(/res\.end = function/);
  });

  it("is applied to the installed express-session: a session's hash is its JSON without the cookie, not a SHA-1 of it", () => {
    const source = readFileSync(require.resolve('express-session'), 'utf8');
    expect(source).toContain('return JSON.stringify(Object.assign({}, sess, { cookie: undefined }))');
    expect(source).not.toContain(".createHash('sha1')");
  });
});
