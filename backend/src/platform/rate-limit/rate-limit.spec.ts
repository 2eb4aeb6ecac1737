import { toErrorBody } from '../errors/error-mapping';
import { TooManyRequests } from './rate-limit';

describe('TooManyRequests', () => {
  it.each([
    [1, '1 second'],
    [40, '40 seconds'],
    [119, '119 seconds'],
    [120, '2 minutes'],
    [3599, '60 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ])('tells a caller told to wait %i seconds to try again in %s', (seconds, wait) => {
    expect(toErrorBody(new TooManyRequests(seconds))).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests. Please try again in ${wait}.`,
    });
  });
});
