import type { components } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['UserResponse'];
export type UserRole = User['role'];
export type SwitchableRole = Schemas['SwitchRoleRequest']['role'];
export type UsernameAvailability = Schemas['UsernameAvailabilityResponse'];
export type PlatformStats = Schemas['PlatformStatsResponse'];
export type DashboardStats = Schemas['DashboardStatsResponse'];
export type ActivityItem = Schemas['ActivityItemResponse'];
export type Person = Schemas['PersonResponse'];
export type JobCategory = Schemas['CategoryResponse']['slug'];
export type JobType = Schemas['JobResponse']['jobType'];
export type JobStatus = Schemas['JobResponse']['status'];
export type Job = Schemas['JobResponse'];
export type JobDetail = Schemas['JobDetailResponse'];
export type CreateJobInput = Schemas['CreateJobRequest'];
export type EditJobInput = Schemas['EditJobRequest'];
export type Application = Schemas['ApplicationResponse'];
export type ApplicationStatus = Application['status'];
export type Contract = Schemas['ContractResponse'];
export type ContractParty = NonNullable<Contract['viewerRole']>;
export type Review = Schemas['ReviewResponse'];
export type SubmitReviewInput = Schemas['SubmitReviewRequest'];
export type AppNotification = Schemas['NotificationResponse'];
export type NotificationType = AppNotification['type'];
