import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage, getFieldErrors, isApiError } from '../api/errors';
import { INVITATION_LIMITS, inviteFreelancer, invitableJobsQueryOptions, invitationKeys } from '../lib/invitations';
import { notifyError, notifySuccess } from '../lib/notify';
import { ButtonLink } from './links';

/** The freelancer invited: their id and name as the screens show it. */
export type Invitee = { id: string; firstName: string; lastName: string };

export type InviteToJobButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  /** The signed-in client, whose open job offers are listed. */
  clientId: string;
  invitee: Invitee;
};

/** "Invite to a job" and its modal, on a freelancer's profile and their card in Find Freelancers (decision 0071). */
export function InviteToJobButton({ clientId, invitee, ...buttonProps }: InviteToJobButtonProps) {
  const [opened, setOpened] = useState(false);
  const name = `${invitee.firstName} ${invitee.lastName}`;
  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={16} aria-hidden />} {...buttonProps} onClick={() => setOpened(true)}>
        Invite to a job
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Invite ${name} to a job`} centered>
        {opened && <InviteToJobForm clientId={clientId} invitee={invitee} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

/** The server's refusals a client can act on (opted out, already invited, already applied): said in the modal as well as in the toast. */
const REFUSAL_STATUSES = [403, 404, 409];

type InviteToJobFormProps = { clientId: string; invitee: Invitee; onDone: () => void };

/** Picks one of the client's open job offers and an optional message; the server's refusal stays in the modal until the next try. */
export function InviteToJobForm({ clientId, invitee, onDone }: InviteToJobFormProps) {
  const queryClient = useQueryClient();
  const jobs = useInfiniteQuery(invitableJobsQueryOptions(clientId));
  const offers = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    name: 'invite-to-job',
    initialValues: { jobId: '', message: '' },
    validate: {
      jobId: isNotEmpty('Choose the job to invite to'),
      message: (value) =>
        value.trim().length > INVITATION_LIMITS.message ? `The message must be at most ${INVITATION_LIMITS.message} characters` : null,
    },
  });
  const invite = useMutation({
    mutationFn: ({ jobId, message }: { jobId: string; message: string }) =>
      inviteFreelancer({ jobId, freelancerId: invitee.id, message: message.trim() || undefined }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.box('sent') });
      notifySuccess({ title: 'Invitation sent', description: `${invitee.firstName} ${invitee.lastName} will be told.` });
      onDone();
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['message'] as const));
      const message = getErrorMessage(error, 'The invitation could not be sent. Please try again.');
      if (REFUSAL_STATUSES.some((status) => isApiError(error, status))) setRefusal(message);
      notifyError({ title: 'Failed to send the invitation', description: message });
    },
  });

  if (jobs.isPending) return <Loader size="sm" role="status" aria-label="Loading" />;
  if (jobs.isError && offers.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Your open jobs could not be loaded. Please try again.
      </Text>
    );
  }
  if (offers.length === 0) {
    return (
      <Stack gap="sm">
        <Text fz="sm">You have no open job offers to invite to. Post one first, then invite from here.</Text>
        <Group justify="flex-end">
          <ButtonLink to="/jobs/new">Post a Job</ButtonLink>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => {
          setRefusal(null);
          invite.mutate(values);
        },
        (errors) => form.getInputNode(Object.keys(errors)[0])?.focus(),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Select
          label="Job"
          placeholder="Choose one of your open jobs"
          withAsterisk
          data={offers.map((job) => ({ value: job.id, label: job.title }))}
          disabled={invite.isPending}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          {...form.getInputProps('jobId')}
          onChange={(value) => {
            setRefusal(null);
            form.setFieldValue('jobId', value ?? '');
          }}
        />
        {jobs.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            loading={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            Show more of your jobs
          </Button>
        )}
        <Textarea
          label="Message (optional)"
          description={`What you would like ${invitee.firstName} to know, up to ${INVITATION_LIMITS.message} characters`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={INVITATION_LIMITS.message}
          disabled={invite.isPending}
          {...form.getInputProps('message')}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" title="Not sent">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
