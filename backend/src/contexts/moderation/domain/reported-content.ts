/** A job post as a report keeps it: what it said and its state (the jobs context's JobPostContent). */
export type ReportedJob = {
  jobType: 'job_offer' | 'job_seeking';
  title: string;
  description: string;
  category: string;
  duration: string | null;
  tags: string[];
  status: 'open' | 'closed' | 'cancelled';
  takenDown: boolean;
};

/** A profile as a report keeps it (identity's ProfileContent). */
export type ReportedProfile = {
  firstName: string;
  lastName: string;
  username: string | null;
  bio: string | null;
  skills: string[];
  location: string | null;
  hourlyRate: number | null;
  profileImageUrl: string | null;
};

/** A message as a report keeps it: its text (empty once an administrator removed it). */
export type ReportedMessage = { text: string; removed: boolean };

/**
 * What a report was about, as it was when filed (the report's snapshot) or as it is now: exactly
 * one of its parts, the one of the report's type. A later edit cannot hide what was reported.
 */
export type ReportedContent = { job: ReportedJob } | { profile: ReportedProfile } | { message: ReportedMessage };
