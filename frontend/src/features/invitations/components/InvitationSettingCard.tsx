import { Card, Loader, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { InvitationSetting } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
import { invitationKeys, invitationSettingQueryOptions, setInvitationSetting } from '../api';

/**
 * A freelancer's "receive invitations" (decision 0071): off, clients can no longer invite them
 * (those already received stay). The switch moves at once; a failure moves it back and says why.
 */
export function InvitationSettingCard() {
  const queryClient = useQueryClient();
  const query = useQuery(invitationSettingQueryOptions());
  const change = useMutation({
    mutationFn: setInvitationSetting,
    onMutate: async (acceptsInvitations) => {
      await queryClient.cancelQueries({ queryKey: invitationKeys.setting });
      queryClient.setQueryData<InvitationSetting>(invitationKeys.setting, { acceptsInvitations });
    },
    onSuccess: (answer) => queryClient.setQueryData<InvitationSetting>(invitationKeys.setting, answer),
    onError: async (error, acceptsInvitations) => {
      queryClient.setQueryData<InvitationSetting>(invitationKeys.setting, { acceptsInvitations: !acceptsInvitations });
      notifyError({ title: 'Failed to save the invitation setting', description: getErrorMessage(error) });
      await queryClient.invalidateQueries({ queryKey: invitationKeys.setting });
    },
  });

  return (
    <Card>
      <Title order={2} size="h4">
        Invitations
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Clients who find you can invite you to apply to their open jobs. Turned off, they cannot; invitations you already have stay.
      </Text>
      {query.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {query.isError && (
        <Text c="dimmed" fz="sm">
          The invitation setting could not be loaded.
        </Text>
      )}
      {query.data && (
        <Switch
          label="Receive invitations to jobs"
          checked={query.data.acceptsInvitations}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
      )}
    </Card>
  );
}
