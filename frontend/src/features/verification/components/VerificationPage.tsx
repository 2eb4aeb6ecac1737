import { Alert, Button, Card, Container, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { IconId, IconInfoCircle, IconVideo } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage, isApiError } from '../../../api/errors';
import type { MyVerification, User, VerificationRequest } from '../../../api/types';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { StatusBadge } from '../../../components/StatusBadge';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteVerificationMedia, myVerificationQueryOptions, verificationKeys } from '../api';
import {
  submitVerification,
  VERIFICATION_FILES,
  VERIFICATION_REQUIREMENTS,
  verificationFailureMessage,
  verificationFileProblem,
  verificationFileProblemMessage,
  verificationRefusalPart,
} from '../upload';
import type { VerificationFilePart, VerificationFiles } from '../upload';

/** Spec section 9: the review time the screen announces. */
const REVIEW_TIME_MESSAGE = 'Review takes 24-48 hours.';
const MISSING_FILES = { title: 'Missing files', description: 'Please upload both ID and video' };

export type VerificationPageProps = {
  user: User;
};

/**
 * Spec: "Upload an ID image and a video … Resubmission only when not verified and no request is
 * pending." The state of the latest request, the form while the server takes a new one, and the
 * deletion of the files of a decided request.
 */
export function VerificationPage({ user }: VerificationPageProps) {
  const { data } = useSuspenseQuery(myVerificationQueryOptions());
  const { request, canSubmit } = data;
  // The request's own approval counts before the signed-in user's data has caught up with it.
  const verified = user.isVerified || request?.status === 'approved';

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {verified ? <VerifiedCard request={request} /> : request && <RequestStatusCard request={request} />}
        {!verified && canSubmit && <VerificationForm user={user} resubmission={request !== null} />}
        {request && request.status !== 'pending' && <DocumentsCard request={request} />}
      </Stack>
    </Container>
  );
}

function VerifiedCard({ request }: { request: VerificationRequest | null }) {
  return (
    <Card>
      <Stack gap="xs" align="flex-start">
        <VerifiedBadge size="lg" />
        <Title order={2} size="h3">
          Your identity is verified
        </Title>
        <Text>Your profile shows the verified badge.</Text>
        {request?.status === 'approved' && request.reviewNote && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Note from our team: {request.reviewNote}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function RequestStatusCard({ request }: { request: VerificationRequest }) {
  const pending = request.status === 'pending';
  return (
    <Card>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h3">
            {pending ? 'Verification pending' : 'Verification not approved'}
          </Title>
          <StatusBadge status={request.status} />
        </Group>
        <Text fz="sm" c="dimmed">
          Submitted {formatDate(request.createdAt)}
        </Text>
        {pending ? (
          <Text>Your documents are being reviewed. {REVIEW_TIME_MESSAGE} You will be notified of the decision.</Text>
        ) : (
          <>
            {request.reviewNote && <Text style={{ overflowWrap: 'anywhere' }}>Note from our team: {request.reviewNote}</Text>}
            <Text>You can submit a new verification below.</Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

type VerificationDraft = Record<VerificationFilePart, File | null>;

const FILE_PARTS: VerificationFilePart[] = ['idDocument', 'video'];

/** The field's mark for a chosen file the server would refuse; nothing while none is chosen. */
function fileRule(part: VerificationFilePart) {
  return (file: File | null) => {
    const problem = file && verificationFileProblem(part, file);
    return problem ? verificationFileProblemMessage(part, problem) : null;
  };
}

function VerificationForm({ user, resubmission }: { user: User; resubmission: boolean }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const form = useForm<VerificationDraft>({
    name: 'verification',
    initialValues: { idDocument: null, video: null },
    validate: { idDocument: fileRule('idDocument'), video: fileRule('video') },
    // A file the server would refuse is marked as soon as it is chosen.
    validateInputOnChange: true,
  });

  const submit = useMutation({
    mutationFn: (files: VerificationFiles) => submitVerification(files, setProgress),
    onSuccess: (created) => {
      queryClient.setQueryData<MyVerification>(verificationKeys.mine, { request: created, canSubmit: false });
      notifySuccess({ title: 'Verification submitted', description: `${REVIEW_TIME_MESSAGE} You will be notified of the decision.` });
    },
    onError: (error) => {
      notifyError({ title: 'Failed to submit verification', description: verificationFailureMessage(error) });
      // A refused file (too short, too small, unreadable, …) is marked with the server's words until another is chosen.
      const part = verificationRefusalPart(error);
      if (part) form.setFieldError(part, verificationFailureMessage(error));
      // Pending or already verified meanwhile (another tab): show the state the server has.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
  });

  const handleValid = ({ idDocument, video }: VerificationDraft) => {
    if (!idDocument || !video) {
      notifyError(MISSING_FILES);
      return;
    }
    setProgress(0);
    submit.mutate({ idDocument, video });
  };

  /** Only a file the server would refuse makes the form invalid: the toast says why. */
  const handleInvalid = (_errors: FormErrors, draft: VerificationDraft) => {
    for (const part of FILE_PARTS) {
      const file = draft[part];
      const problem = file && verificationFileProblem(part, file);
      if (!problem) continue;
      notifyError({
        title: problem === 'too-large' ? 'File too large' : 'File not accepted',
        description: verificationFileProblemMessage(part, problem),
      });
      return;
    }
  };

  const fileInputStyles = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

  return (
    <Card>
      <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {resubmission ? 'Submit a new verification' : 'Get verified'}
            </Title>
            <Text mt={4}>Upload an ID image and a video.</Text>
          </div>
          <FileInput
            label="ID image"
            description={VERIFICATION_REQUIREMENTS.idDocument}
            placeholder="Choose a photo"
            accept={VERIFICATION_FILES.idDocument.accept}
            clearable
            leftSection={<IconId size={16} aria-hidden />}
            styles={fileInputStyles}
            disabled={submit.isPending}
            {...form.getInputProps('idDocument')}
          />
          <FileInput
            label="Video"
            description={VERIFICATION_REQUIREMENTS.video}
            placeholder="Choose a video"
            accept={VERIFICATION_FILES.video.accept}
            clearable
            leftSection={<IconVideo size={16} aria-hidden />}
            styles={fileInputStyles}
            disabled={submit.isPending}
            {...form.getInputProps('video')}
          />
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            Hint: record a {VERIFICATION_REQUIREMENTS.videoLength} video saying your full name, {user.firstName} {user.lastName}, and
            &apos;I am verifying my identity&apos;.
          </Alert>
          <Text fz="sm" c="dimmed">
            {REVIEW_TIME_MESSAGE}
          </Text>
          {submit.isPending && <Progress value={progress} aria-label="Upload progress" />}
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              Submit Verification
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** A decided request's files: kept until the user deletes them (the decision stays). */
function DocumentsCard({ request }: { request: VerificationRequest }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  const remove = useMutation({
    mutationFn: () => deleteVerificationMedia(request.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      setConfirming(false);
      notifySuccess({ title: 'Documents deleted', description: 'Your ID image and video have been deleted.' });
    },
    onError: (error) => {
      setConfirming(false);
      notifyError({ title: 'Failed to delete documents', description: getErrorMessage(error) });
    },
  });

  if (!request.hasMedia && !request.mediaDeletedAt) return null;

  return (
    <Card>
      <Title order={2} size="h4" mb="xs">
        Your documents
      </Title>
      {request.hasMedia ? (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">
            The ID image and video you sent are kept with your request. You can delete them now; the decision on your verification stays.
          </Text>
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            Delete my documents
          </Button>
        </Stack>
      ) : (
        <Text fz="sm">Your ID image and video were deleted on {formatDate(request.mediaDeletedAt)}.</Text>
      )}
      <ConfirmModal
        opened={confirming}
        title="Delete your documents?"
        message="Your ID image and video will be deleted for good. The decision on your verification stays."
        confirmLabel="Delete"
        color="red"
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
