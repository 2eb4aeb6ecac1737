import { useForm } from '@mantine/form';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useDraft } from '../../../lib/drafts';
import { notifyError } from '../../../lib/notify';
import { getFieldErrors } from '../../../api/errors';
import type { JobType } from '../../../api/types';
import { JOB_DRAFT_FIELDS, jobDraftRules, payDraftRules } from '../job-draft';
import type { JobDraft } from '../job-draft';

export type JobDraftForm = UseFormReturnType<JobDraft>;

/**
 * The form of a post (Create a Post, Edit Job): a missing required field is marked under the field
 * and toasted as the spec says; a refused save puts the server's field errors under their fields.
 * What is typed is kept under `draftTarget` (a new post, or the post edited) until it is saved or
 * discarded (`discardDraft`), so a session that ends mid-post loses nothing.
 */
export function useJobDraftForm(name: string, initialValues: JobDraft, draftTarget: string, jobType: JobType) {
  const draft = useDraft(draftTarget, initialValues);
  // The pay's rules follow the post's type, which Create a Post lets the author switch: made anew at each render.
  const validate = { ...jobDraftRules, ...payDraftRules(() => jobType, initialValues.startDate) };
  // A draft kept before posts stated pay lacks its fields.
  const form = useForm<JobDraft>({ name, initialValues: { ...initialValues, ...draft.initial }, validate, onValuesChange: draft.save });

  const handleInvalid = (errors: FormErrors) => {
    notifyError({ title: 'Missing fields', description: 'Please fill in all required fields' });
    const [firstInvalid] = Object.keys(errors);
    form.getInputNode(firstInvalid as keyof JobDraft)?.focus();
  };

  const handleServerError = (error: unknown) => {
    form.setErrors(getFieldErrors(error, JOB_DRAFT_FIELDS));
  };

  return { form, handleInvalid, handleServerError, discardDraft: draft.clear };
}
