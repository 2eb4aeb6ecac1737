import type { components } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['UserResponse'];
export type UserRole = User['role'];
export type SwitchableRole = Schemas['SwitchRoleRequest']['role'];
export type UsernameAvailability = Schemas['UsernameAvailabilityResponse'];
export type PlatformStats = Schemas['PlatformStatsResponse'];
export type DashboardStats = Schemas['DashboardStatsResponse'];
export type ActivityItem = Schemas['ActivityItemResponse'];
