'use strict';
// The Node.js release check every entry point runs first: `npm start`, `npm run build`, `npm test`,
// the one-off commands (scripts/run-cli.mjs) and the built API (backend/dist/src/main.js). Loading
// this file is the check: on an older Node it prints one message naming the release needed and how
// to get it, and exits 1, before anything that could crash on that Node (on Node 20 the API dies
// with "Segmentation fault") is loaded. Plain CommonJS with no imports, so it runs on any Node;
// nest-cli.json copies it into the build beside main.js.

/** The major release of .nvmrc (backend/src/supported-node.spec.ts holds the two together). */
const REQUIRED_NODE_MAJOR = 24;

/**
 * What is wrong with running on Node `version` ("v20.20.2" or "20.20.2"), or null when it is
 * `requiredMajor` or newer. `execPath` names the binary in the message.
 */
function nodeVersionProblem(version, requiredMajor, execPath) {
  const required = requiredMajor === undefined ? REQUIRED_NODE_MAJOR : requiredMajor;
  const major = parseInt(String(version).replace(/^v/, ''), 10);
  if (major >= required) return null;
  const running = String(version).charAt(0) === 'v' ? String(version) : 'v' + version;
  return (
    'VerifiedWork needs Node.js ' +
    required +
    ' (the release named in .nvmrc), but this is Node.js ' +
    running +
    (execPath ? ' (' + execPath + ')' : '') +
    '. Run `source scripts/use-node.sh` in this shell: it installs Node.js ' +
    required +
    ' and puts it first on PATH. Then run the command again.'
  );
}

/** Prints the problem with the running Node and exits 1; nothing on a supported one. */
function exitOnUnsupportedNode() {
  const problem = nodeVersionProblem(process.version, REQUIRED_NODE_MAJOR, process.execPath);
  if (problem === null) return;
  process.stderr.write(problem + '\n');
  process.exit(1);
}

exitOnUnsupportedNode();

module.exports = { REQUIRED_NODE_MAJOR, nodeVersionProblem, exitOnUnsupportedNode };
