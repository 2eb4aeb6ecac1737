import { isNotEmpty } from '@mantine/form';
import type { FormRulesRecord } from '@mantine/form';
import type { PublicProfile, UpdateProfileInput } from '../../api/types';

/** The fields of the Edit Profile form; an empty hourly rate is '' (NumberInput's empty value). */
export type ProfileDraft = {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  hourlyRate: number | string;
  skills: string[];
  languages: string[];
};

export function toProfileDraft(profile: PublicProfile): ProfileDraft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    hourlyRate: profile.hourlyRate ?? '',
    skills: profile.skills,
    languages: profile.languages,
  };
}

/** The draft's fields, to match the server's field errors with. */
export const PROFILE_DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'bio',
  'location',
  'hourlyRate',
  'skills',
  'languages',
] as const satisfies readonly (keyof ProfileDraft)[];

/** First and last name are required, with the server's words. */
export const profileDraftRules: FormRulesRecord<ProfileDraft> = {
  firstName: isNotEmpty('First name is required'),
  lastName: isNotEmpty('Last name is required'),
};

/** The profile as PATCH sends it: emptied texts and rate become null; the picture is left as it is. */
export function toUpdateProfileInput(draft: ProfileDraft): UpdateProfileInput {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    bio: draft.bio.trim() || null,
    location: draft.location.trim() || null,
    hourlyRate: draft.hourlyRate === '' ? null : Number(draft.hourlyRate),
    skills: draft.skills,
    languages: draft.languages,
  };
}
