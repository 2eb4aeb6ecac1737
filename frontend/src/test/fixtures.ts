import type { Application, Conversation, Job, JobDetail, Message, Person, User } from '../api/types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '5f0c6b8e-2a47-4d0f-9a51-0f7d5e1c9a11',
    username: 'amara',
    usernameLastChanged: null,
    usernameChangeAllowedAt: null,
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@demo.local',
    profileImageUrl: null,
    role: 'freelancer',
    isVerified: false,
    trustScore: 42,
    bio: null,
    location: null,
    hourlyRate: null,
    skills: [],
    languages: [],
    completedJobsCount: 0,
    createdAt: '2024-05-01T10:00:00.000Z',
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
    location: 'Lisbon, Portugal',
    ...overrides,
  };
}

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
      rating: 2.1,
      trustScore: 42,
      isVerified: false,
      location: null,
    }),
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
    createdAt: '2024-06-03T10:00:00.000Z',
    readAt: null,
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
