import { useForm } from '@mantine/form';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { notifyError } from '../../../lib/notify';
import { getFieldErrors } from '../../../api/errors';
import { JOB_DRAFT_FIELDS, jobDraftRules } from '../job-draft';
import type { JobDraft } from '../job-draft';

export type JobDraftForm = UseFormReturnType<JobDraft>;

/**
 * The form of a post (Create a Post, Edit Job): a missing required field is marked under the field
 * and toasted as the spec says; a refused save puts the server's field errors under their fields.
 */
export function useJobDraftForm(name: string, initialValues: JobDraft) {
  const form = useForm<JobDraft>({ name, initialValues, validate: jobDraftRules });

  const handleInvalid = (errors: FormErrors) => {
    notifyError({ title: 'Missing fields', description: 'Please fill in all required fields' });
    const [firstInvalid] = Object.keys(errors);
    form.getInputNode(firstInvalid as keyof JobDraft)?.focus();
  };

  const handleServerError = (error: unknown) => {
    form.setErrors(getFieldErrors(error, JOB_DRAFT_FIELDS));
  };

  return { form, handleInvalid, handleServerError };
}
