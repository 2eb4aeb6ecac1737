import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './supported-node.cjs';

describe('the Node.js release check of every entry point', () => {
  it('requires the major release named in .nvmrc', () => {
    const pinned = readFileSync(join(__dirname, '../../.nvmrc'), 'utf8').trim();
    expect(REQUIRED_NODE_MAJOR).toBe(Number(pinned.split('.')[0]));
  });

  it.each(['v20.20.2', '20.20.2', 'v23.11.0', 'v18.0.0', 'v8.17.0'])('names the release needed and how to get it on %s', (version) => {
    const problem = nodeVersionProblem(version, 24, '/usr/bin/node');
    expect(problem).toBe(
      `VerifiedWork needs Node.js 24 (the release named in .nvmrc), but this is Node.js v${version.replace(/^v/, '')} (/usr/bin/node). ` +
        'Run `source scripts/use-node.sh` in this shell: it installs Node.js 24 and puts it first on PATH. Then run the command again.',
    );
  });

  it.each(['v24.0.0', 'v24.21.0', '24.21.0', 'v24.22.1', 'v25.0.0', 'v26.3.1'])('lets %s run', (version) => {
    expect(nodeVersionProblem(version, 24)).toBeNull();
  });

  it('refuses a version it cannot read rather than run on it', () => {
    expect(nodeVersionProblem('unknown', 24)).toMatch(/needs Node\.js 24/);
  });

  it('checks against .nvmrc by default and passes the Node the tests run on', () => {
    expect(nodeVersionProblem('v20.20.2')).toMatch(new RegExp(`needs Node\\.js ${REQUIRED_NODE_MAJOR} `));
    expect(nodeVersionProblem(process.version)).toBeNull();
  });
});
