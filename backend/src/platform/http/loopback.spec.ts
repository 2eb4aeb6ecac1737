import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('takes %s as this machine', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each([undefined, '', '192.0.2.7', '10.0.0.1', '::ffff:192.0.2.7', 'fd00::2', '::', '127.0.0.1.example', '1127.0.0.1'])(
    'takes %s as another machine',
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );
});
