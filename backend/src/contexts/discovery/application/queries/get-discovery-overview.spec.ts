import { GetDiscoveryOverviewHandler, GetDiscoveryOverviewQuery } from './get-discovery-overview';
import { DiscoveryOverviewNotFound } from '../../domain/discovery-errors';
import type { DiscoveryReadRepository } from '../../infrastructure/discovery-read-repository';

function handlerReading(overview: { userId: string; checkedAt: string } | undefined) {
  const reads = { overviewOf: jest.fn().mockResolvedValue(overview) };
  return { reads, handler: new GetDiscoveryOverviewHandler(reads as unknown as DiscoveryReadRepository) };
}

describe('GetDiscoveryOverviewQuery', () => {
  it('answers what the read repository finds for the user', async () => {
    const overview = { userId: 'user-1', checkedAt: '2026-03-02T09:00:00.000000Z' };
    const { reads, handler } = handlerReading(overview);
    await expect(handler.execute(new GetDiscoveryOverviewQuery('user-1'))).resolves.toEqual(overview);
    expect(reads.overviewOf).toHaveBeenCalledWith('user-1');
  });

  it('is not found when there is nothing', async () => {
    const { handler } = handlerReading(undefined);
    const answer = handler.execute(new GetDiscoveryOverviewQuery('user-1'));
    await expect(answer).rejects.toBeInstanceOf(DiscoveryOverviewNotFound);
    await expect(answer).rejects.toMatchObject({ code: 'DISCOVERY.OVERVIEW_NOT_FOUND', kind: 'not_found' });
  });
});
