import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The exact Node.js release the project runs on, named once in .nvmrc. */
const pinned = read('.nvmrc').trim();
const major = pinned.split('.')[0];

describe('the Node.js runtime', () => {
  it('is a Node 24 LTS release, pinned exactly', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  });

  it('is the one the tests run on (scripts/use-node.sh put it on PATH)', () => {
    expect(process.versions.node.split('.')[0]).toBe(major);
  });

  it('is the one the package requires and the container image is built on', () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(engines.node).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(read('docker/Dockerfile')).toContain(`ARG NODE_VERSION=${pinned}\n`);
    expect(read('docker/compose.yml')).toContain(`NODE_VERSION: ${pinned}\n`);
    // npm refuses to install on another Node instead of failing later in a require.
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });
});
