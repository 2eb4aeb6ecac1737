import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { OffersReadRepository } from '../infrastructure/offers-read-repository';
import { OfferResponse } from './offer-dto';

/** The offers' part of the data file (every version on the user's applications, either side) and of the account deletion. */
@Injectable()
export class OffersAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: OffersReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'offers',
          position: 55,
          schema: { type: [OfferResponse], description: 'Every version of the offers on applications the user sent or received' },
          read: async ({ userId }) => this.reads.exportedOffers(userId),
        },
      ],
      tables: [
        {
          table: 'job_offers',
          ownerColumns: ['client_id', 'freelancer_id'],
          exported: ['offers'],
          onDeletion: {
            kept: 'Offers go with their application: removed with the applications removed, kept with an accepted one for the other party',
          },
        },
      ],
    });
  }
}
