import type {
  AdminDispute,
  AdminQueueFacts,
  AdminQueueSummary,
  AdminReport,
  AdminVerification,
  Application,
  Contract,
  Conversation,
  Freelancer,
  Job,
  JobDetail,
  Message,
  Person,
  PortfolioItem,
  PublicProfile,
  Review,
  Safety,
  TrustScoreBreakdown,
  User,
  VerificationRequest,
} from '../api/types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11',
    username: 'amara',
    usernameLastChanged: null,
    usernameChangeAllowedAt: null,
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@demo.local',
    emailVerified: true,
    profileImageUrl: null,
    role: 'freelancer',
    isVerified: false,
    trustScore: 42,
    rating: null,
    reviewCount: 0,
    bio: null,
    location: null,
    hourlyRate: null,
    skills: [],
    languages: [],
    completedJobsCount: 0,
    completedHiresCount: 0,
    twoFactorEnabled: false,
    createdAt: '2024-05-01T10:00:00.000Z',
    profileVisibility: 'everyone',
    ...overrides,
  };
}

export const CLIENT_ID = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const JOB_ID = '0b6f4c1e-8d2a-4f3b-9c5e-1a7d3e9f2b60';

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: CLIENT_ID,
    firstName: 'Grace',
    lastName: 'Hopper',
    username: 'grace',
    profileImageUrl: null,
    isVerified: true,
    trustScore: 92,
    rating: 4.6,
    reviewCount: 5,
    location: 'Lisbon, Portugal',
    ...overrides,
  };
}

/** A party to a contract or a review: a person, marked when suspended. */
export function makeParty(overrides: Partial<Contract['client']> = {}): Contract['client'] {
  return { ...makePerson(), isSuspended: false, ...overrides };
}

/** The safety check's verdict on a text it found nothing in. */
export const CLEAR: Safety = { verdict: 'clear', reasons: [] };

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    clientId: CLIENT_ID,
    jobType: 'job_offer',
    title: 'Night chat operator',
    description: 'Answer customer chats on the night shift.',
    category: 'chat-operator',
    duration: '3 months',
    verifiedOnly: false,
    status: 'open',
    tags: ['Zendesk', 'English'],
    createdAt: '2024-06-01T09:30:00.000Z',
    updatedAt: '2024-06-01T09:30:00.000Z',
    applicationCount: 2,
    client: makePerson(),
    withheldPoster: null,
    takenDown: null,
    safety: CLEAR,
    pay: { type: 'hourly', currency: 'USD', minimum: 2500, maximum: 4000 },
    hourlyRate: null,
    hoursPerWeek: 20,
    startDate: null,
    timeZone: null,
    overlapHours: null,
    ...overrides,
  };
}

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return { ...makeJob(), myApplication: null, clientPostCount: 3, ...overrides };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'c3e1f2a4-5b6c-4d7e-8f90-a1b2c3d4e5f6',
    jobId: JOB_ID,
    freelancerId: '5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11',
    coverLetter: 'I have run night shifts for two years.',
    proposal: 'I have run night shifts for two years.',
    status: 'pending',
    stage: 'new',
    proposedRate: { type: 'hourly', currency: 'USD', amount: 1800 },
    availability: { hoursPerWeek: 20, startDate: '2024-07-01' },
    decline: null,
    invitationId: null,
    createdAt: '2024-06-02T10:00:00.000Z',
    updatedAt: '2024-06-02T10:00:00.000Z',
    job: {
      id: JOB_ID,
      title: 'Night chat operator',
      status: 'open',
      jobType: 'job_offer',
      category: 'chat-operator',
      clientId: CLIENT_ID,
    },
    freelancer: makePerson({
      id: '5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11',
      firstName: 'Amara',
      lastName: 'Okafor',
      username: 'amara',
      rating: 4.5,
      reviewCount: 2,
      trustScore: 42,
      isVerified: false,
      location: null,
    }),
    contractId: null,
    attachments: [],
    safety: CLEAR,
    ...overrides,
  };
}

export const CONVERSATION_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    conversationId: CONVERSATION_ID,
    senderId: CLIENT_ID,
    receiverId: '5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11',
    content: 'Are you free for a night shift?',
    clientMessageId: null,
    createdAt: '2024-06-03T10:00:00.000Z',
    readAt: null,
    removedByAdministrator: false,
    safety: CLEAR,
    attachments: [],
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    otherUser: makePerson(),
    unreadCount: 1,
    lastMessage: makeMessage(),
    blockedByMe: false,
    ...overrides,
  };
}

export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: CLIENT_ID,
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
    role: 'freelancer',
    isVerified: true,
    trustScore: 72,
    rating: 4.8,
    reviewCount: 12,
    bio: 'Night-shift chat operator with five years of live support.',
    location: 'Lisbon, Portugal',
    hourlyRate: { currency: 'USD', amount: 3500 },
    skills: ['Zendesk', 'Live chat'],
    languages: ['English', 'Portuguese'],
    completedJobsCount: 3,
    completedHiresCount: 0,
    createdAt: '2024-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeFreelancer(overrides: Partial<Freelancer> = {}): Freelancer {
  return {
    id: CLIENT_ID,
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
    isVerified: true,
    trustScore: 92,
    rating: 4.6,
    reviewCount: 5,
    bio: 'Night-shift chat operator with five years of live support.',
    location: 'Lisbon, Portugal',
    hourlyRate: { currency: 'USD', amount: 2500 },
    skills: ['Zendesk', 'Live chat'],
    completedJobsCount: 3,
    rankReasons: ['Verified', '4.6 from 5 reviews', '3 completed jobs'],
    ...overrides,
  };
}

export const PORTFOLIO_ITEM_ID = 'e1d2c3b4-a5f6-4e7d-8c9b-0a1b2c3d4e5f';

export function makePortfolioItem(overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    id: PORTFOLIO_ITEM_ID,
    userId: CLIENT_ID,
    title: 'Support playbook',
    description: 'Macros and escalation paths for a 24/7 chat team.',
    imageUrl: '/media/portfolio/playbook.webp',
    createdAt: '2024-05-01T10:00:00.000Z',
    takenDown: null,
    ...overrides,
  };
}

export const REVIEWER_ID = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182';

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
    contractId: 'd1c2b3a4-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    reviewerId: REVIEWER_ID,
    revieweeId: CLIENT_ID,
    rating: 4,
    comment: 'Quick, friendly and thorough.',
    createdAt: '2024-06-05T10:00:00.000Z',
    publishedAt: '2024-06-06T10:00:00.000Z',
    status: 'published',
    reviewer: makeParty({ id: REVIEWER_ID, firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }),
    jobTitle: 'Night chat operator',
    ...overrides,
  };
}

export function makeTrustScoreBreakdown(overrides: Partial<TrustScoreBreakdown> = {}): TrustScoreBreakdown {
  return {
    score: 72,
    verified: true,
    contracts: { completed: 10, counted: 3, tooShort: 2, repeats: 5, unverified: 1, newAccounts: 0, weight: 2.5 },
    reviews: {
      published: 8,
      counted: 3,
      repeats: 4,
      onUncountedContracts: 1,
      unverified: 1,
      newAccounts: 0,
      weight: 2.5,
      averageRating: 4.2,
    },
    points: { verification: 30, reviews: 37, contracts: 5 },
    maximum: { verification: 30, reviews: 50, contracts: 20 },
    rules: {
      priorRating: 1,
      priorWeight: 3,
      contractsForFullCredit: 10,
      minimumContractDays: 3,
      newAccountDays: 30,
      unverifiedWeight: 0.5,
      newAccountWeight: 0.5,
    },
    ...overrides,
  };
}

/** The id of makeUser()'s user, Amara. */
export const AMARA_ID = '5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11';

export const VERIFICATION_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

export function makeVerificationRequest(overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return {
    id: VERIFICATION_ID,
    userId: AMARA_ID,
    status: 'pending',
    reviewNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    hasMedia: true,
    mediaDeletedAt: null,
    ...overrides,
  };
}

export function makeAdminVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  return {
    ...makeVerificationRequest(),
    user: makePerson({ id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara', isVerified: false }),
    idDocumentType: 'image/jpeg',
    videoType: 'video/mp4',
    idDocumentFile: { bytes: 1_250_000, width: 1600, height: 1000 },
    videoFile: { bytes: 8_400_000, durationMs: 14_200, width: 1280, height: 720 },
    queue: makeQueueFacts(),
    ...overrides,
  };
}

/** The administrators' queues, each with `open` items waiting (none taken by the viewer). */
export function makeQueueSummaries(open: Partial<Record<AdminQueueSummary['kind'], number>> = {}): AdminQueueSummary[] {
  const kinds: AdminQueueSummary['kind'][] = ['verifications', 'reports', 'disputes', 'safety', 'appeals'];
  return kinds.map((kind) => ({ kind, open: open[kind] ?? 0, oldestAt: open[kind] ? '2026-11-20T10:00:00.000Z' : null, takenByMe: 0 }));
}

/** An item of an administrators' queue no one has taken, about a person with no earlier decisions. */
export function makeQueueFacts(overrides: Partial<AdminQueueFacts> = {}): AdminQueueFacts {
  return { claim: null, priorDecisions: { count: 0, latest: [] }, ...overrides };
}

export const REPORT_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';

export function makeAdminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: REPORT_ID,
    reportType: 'job',
    targetId: JOB_ID,
    reason: 'Asks for payment up front.',
    evidence: 'https://example.test/screenshot',
    status: 'pending',
    note: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    reviewedAt: null,
    reporter: makePerson({ id: REVIEWER_ID, firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }),
    targetName: 'Night chat operator',
    actionsTaken: [],
    inForce: { target: false, ownerSuspended: false },
    queue: makeQueueFacts(),
    ...overrides,
  };
}

export const CONTRACT_ID = 'd1c2b3a4-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
export const DISPUTE_ID = '4b3a2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d';

export function makeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id: DISPUTE_ID,
    contractId: CONTRACT_ID,
    jobTitle: 'Night chat operator',
    clientId: CLIENT_ID,
    freelancerId: AMARA_ID,
    initiatorId: AMARA_ID,
    reason: 'The last two weeks were not paid.',
    status: 'open',
    resolution: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    resolvedAt: null,
    initiator: makePerson({ id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara' }),
    actionsTaken: [],
    partiesSuspended: { client: false, freelancer: false },
    queue: makeQueueFacts(),
    ...overrides,
  };
}

export function makeContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: CONTRACT_ID,
    applicationId: 'c3e1f2a4-5b6c-4d7e-8f90-a1b2c3d4e5f6',
    jobId: JOB_ID,
    jobTitle: 'Night chat operator',
    clientId: CLIENT_ID,
    freelancerId: AMARA_ID,
    terms: 'Five nights a week.',
    offer: null,
    progress: { total: 0, approved: 0, waiting: 0 },
    status: 'active',
    clientReviewed: false,
    freelancerReviewed: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    completedAt: null,
    client: makeParty(),
    freelancer: makeParty({ id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara' }),
    viewerRole: 'freelancer',
    hasOpenDispute: false,
    ...overrides,
  };
}
