import { isNotEmpty } from '@mantine/form';
import type { FormRulesRecord } from '@mantine/form';
import type { PublicProfile, UpdateProfileInput } from '../../api/types';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';
import type { Currency } from '../../lib/money';

/** The fields of the Edit Profile form; an empty hourly rate is '' (NumberInput's empty value), typed in whole units of its currency. */
export type ProfileDraft = {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  hourlyRate: number | string;
  hourlyRateCurrency: Currency;
  skills: string[];
  languages: string[];
};

export function toProfileDraft(profile: PublicProfile): ProfileDraft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    hourlyRate: profile.hourlyRate ? fromMinorUnits(profile.hourlyRate.amount) : '',
    hourlyRateCurrency: profile.hourlyRate?.currency ?? 'USD',
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
  'hourlyRateCurrency',
  'skills',
  'languages',
] as const satisfies readonly (keyof ProfileDraft)[];

/** First and last name are required, with the server's words. */
export const profileDraftRules: FormRulesRecord<ProfileDraft> = {
  firstName: isNotEmpty('First name is required'),
  lastName: isNotEmpty('Last name is required'),
  hourlyRate: (value) => (value === '' || toMinorUnits(value) !== null ? null : 'Enter a rate above 0, or leave it empty'),
};

/** The profile as PATCH sends it: emptied texts and rate become null; the picture is left as it is. */
export function toUpdateProfileInput(draft: ProfileDraft): UpdateProfileInput {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    bio: draft.bio.trim() || null,
    location: draft.location.trim() || null,
    hourlyRate: draft.hourlyRate === '' ? null : { currency: draft.hourlyRateCurrency, amount: toMinorUnits(draft.hourlyRate) ?? 0 },
    skills: draft.skills,
    languages: draft.languages,
  };
}
