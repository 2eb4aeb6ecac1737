import { parseGcTraceLine, summarizeGc } from './bench-gc';

const scavenge = (pause: number, promoted: number) =>
  `[7502:0x1c271490]       53 ms: pause=${pause} mutator=4.0 gc=s reduce_memory=0 scavenge=1.11 total_size_before=4074328 allocated=862872 promoted=${promoted} new_space_survived=155864 promotion_rate=53.5%`;

describe('bench:gc trace reading', () => {
  it('reads the kind, pause and promoted bytes of a --trace-gc-nvp line and ignores other output', () => {
    expect(parseGcTraceLine(scavenge(1.1, 89832))).toEqual({ kind: 's', pauseMs: 1.1, promotedBytes: 89832 });
    expect(parseGcTraceLine('[7502:0x1c271490]  900 ms: pause=12.5 mutator=3.1 gc=mc reduce_memory=0 promoted=0')).toEqual({
      kind: 'mc',
      pauseMs: 12.5,
      promotedBytes: 0,
    });
    expect(parseGcTraceLine('{"level":40,"msg":"slow request"}')).toBeNull();
  });

  it('summarizes scavenges per second, their mean pause and KB promoted each, counting other collections apart', () => {
    const events = [scavenge(1, 1024 * 100), scavenge(3, 1024 * 300), 'pause=20 gc=mc promoted=0'].map((line) => parseGcTraceLine(line)!);
    expect(summarizeGc(events, 4)).toEqual({
      scavengesPerSecond: 0.5,
      meanScavengeMs: 2,
      medianScavengeMs: 1,
      promotedKbPerScavenge: 200,
      fullGcs: 1,
    });
    expect(summarizeGc([], 4)).toEqual({
      scavengesPerSecond: 0,
      meanScavengeMs: 0,
      medianScavengeMs: 0,
      promotedKbPerScavenge: 0,
      fullGcs: 0,
    });
  });
});
