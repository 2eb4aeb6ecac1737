import { ContractNotActive, ContractUnderDispute, NotAContractParty } from './contracting-errors';
import { Contract } from './contract.entity';

const CLIENT = 'c0000000-0000-4000-8000-000000000001';
const FREELANCER = 'f0000000-0000-4000-8000-000000000002';

function contract(): Contract {
  return new Contract({
    applicationId: 'a0000000-0000-4000-8000-000000000003',
    jobId: 'b0000000-0000-4000-8000-000000000004',
    jobTitle: 'Live chat operator',
    clientId: CLIENT,
    freelancerId: FREELANCER,
    terms: '20 hours a week',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
}

describe('Contract', () => {
  it('starts active, unreviewed, and knows its parties', () => {
    const subject = contract();
    expect(subject).toMatchObject({ status: 'active', clientReviewed: false, freelancerReviewed: false, completedAt: null });
    expect(subject.partyOf(CLIENT)).toBe('client');
    expect(subject.partyOf(FREELANCER)).toBe('freelancer');
    expect(subject.partyOf('someone-else')).toBeNull();
  });

  it('is completed once, by either party', () => {
    const subject = contract();
    expect(() => subject.complete('someone-else', new Date(), false)).toThrow(NotAContractParty);
    const now = new Date('2026-11-20T12:00:00Z');
    subject.complete(FREELANCER, now, false);
    expect(subject).toMatchObject({ status: 'completed', completedAt: now, completedBy: FREELANCER });
    expect(() => subject.complete(CLIENT, new Date(), false)).toThrow('The other party has already marked this contract as complete.');
    expect(() => subject.complete(FREELANCER, new Date(), false)).toThrow('You have already marked this contract as complete.');
    expect(() => subject.complete(CLIENT, new Date(), false)).toThrow(ContractNotActive);
  });

  it('is not completed while a dispute about it is open', () => {
    const subject = contract();
    expect(() => subject.complete(CLIENT, new Date(), true)).toThrow(ContractUnderDispute);
    expect(subject).toMatchObject({ status: 'active', completedAt: null, completedBy: null });
  });

  it('records each side’s review, idempotently', () => {
    const subject = contract();
    subject.markReviewedBy('client');
    subject.markReviewedBy('client');
    expect(subject).toMatchObject({ clientReviewed: true, freelancerReviewed: false });
    subject.markReviewedBy('freelancer');
    expect(subject.freelancerReviewed).toBe(true);
  });
});
