import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { Person } from '../../../api/types';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { UserAvatar } from '../../../components/UserAvatar';
import { fullName } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { blockedUsersQueryOptions, messagingKeys, unblockUser } from '../api';

/** The users the viewer blocked, most recent first, a page at a time, each with a way to lift the block. */
export function BlockedUsersCard() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(blockedUsersQueryOptions());
  const { isPending } = query;
  const blocked = query.data?.pages.flatMap((page) => page.items);
  // A later page's failure shows under the list, by Load more.
  const isError = query.isError && !query.data;

  const unblock = useMutation({
    mutationFn: (person: Person) => unblockUser(person.id),
    onSuccess: async (_, person) => {
      // Their conversation (its note and unread messages) changes too.
      await queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      notifySuccess({ title: 'User unblocked', description: `${fullName(person)} can message you again.` });
    },
    onError: (error) => notifyError({ title: 'Failed to unblock user', description: getErrorMessage(error) }),
  });

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Blocked users
      </Title>
      {isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {isError && (
        <Text c="dimmed" fz="sm">
          The blocked users could not be loaded.
        </Text>
      )}
      {blocked?.length === 0 && (
        <Text c="dimmed" fz="sm">
          You haven&apos;t blocked anyone.
        </Text>
      )}
      {blocked && blocked.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {blocked.map(({ user }) => (
            <Group component="li" key={user.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <UserAvatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={36} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {fullName(user)}
                  </Text>
                  {user.username && (
                    <Text fz="sm" c="dimmed" truncate>
                      @{user.username}
                    </Text>
                  )}
                </div>
              </Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => unblock.mutate(user)}
                loading={unblock.isPending && unblock.variables.id === user.id}
                aria-label={`Unblock ${fullName(user)}`}
              >
                Unblock
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {blocked && <MorePagesFooter query={query} />}
    </Card>
  );
}
