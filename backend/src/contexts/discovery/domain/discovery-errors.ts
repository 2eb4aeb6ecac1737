import { errorTable } from '../../../platform/errors/error-table';

export const { DiscoveryOverviewNotFound } = errorTable('DISCOVERY', {
  DiscoveryOverviewNotFound: { code: 'OVERVIEW_NOT_FOUND', message: 'Nothing was found for you in discovery', kind: 'not_found' },
});
