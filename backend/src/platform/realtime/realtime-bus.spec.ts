import { packNotifies, Signal } from './realtime-bus';

const signal = (index: number): Signal => ({
  type: 'new_message',
  userIds: ['4b0c1c9e-64a5-4c0a-9f0e-6a8c1f0b1a01', '4b0c1c9e-64a5-4c0a-9f0e-6a8c1f0b1a02'],
  ref: { messageId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` },
});

describe('packNotifies', () => {
  it('packs the signals of a tick into one payload while they fit', () => {
    const payloads = packNotifies([signal(1), signal(2)]);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0])).toEqual([signal(1), signal(2)]);
  });

  it('splits a burst into payloads under PostgreSQL’s 8000-byte NOTIFY limit, keeping every signal in order', () => {
    const burst = Array.from({ length: 200 }, (_, index) => signal(index));
    const payloads = packNotifies(burst);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as Signal[])).toEqual(burst);
  });

  it('sends nothing for no signals', () => {
    expect(packNotifies([])).toEqual([]);
  });
});
