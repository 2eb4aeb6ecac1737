import type { User } from '../api/types';

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
