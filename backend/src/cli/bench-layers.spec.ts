import { CpuProfile, layerShares } from './bench-layers';

const frame = (functionName: string, url = '') => ({ functionName, url });

/** (root) → Express's router → Node's hashing; (root) → a pino function; (root) → idle; (root) → GC. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5, 6] },
    { id: 2, callFrame: frame('handle', 'file:///app/node_modules/router/index.js'), children: [3] },
    { id: 3, callFrame: frame('Hmac', 'node:internal/crypto/hash') },
    { id: 4, callFrame: frame('write', 'file:///app/node_modules/pino/lib/proto.js') },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('(garbage collector)') },
  ],
  startTime: 1_000,
  // Samples at 1010, 1020, 1030, 1040, 1050, 1060; each counts the time until the next one.
  samples: [2, 3, 4, 5, 6, 2],
  timeDeltas: [10, 10, 10, 10, 10, 10],
};

describe('bench:layers profile reading', () => {
  it("gives a Node helper's time to its caller's layer and leaves idle time out", () => {
    expect(layerShares(profile, 0, 1_055)).toEqual([
      { layer: 'Express and its router', share: 0.5 },
      { layer: 'request log (requestLog, pino, redaction)', share: 0.25 },
      { layer: 'garbage collection', share: 0.25 },
    ]);
  });

  it('counts only the samples inside the window', () => {
    expect(layerShares(profile, 1_025, 1_035)).toEqual([{ layer: 'request log (requestLog, pino, redaction)', share: 1 }]);
  });
});
