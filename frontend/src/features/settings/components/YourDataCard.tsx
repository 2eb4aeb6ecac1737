import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { User } from '../../../api/types';
import { forgetDrafts } from '../../../lib/drafts';
import { rememberSessionEnding } from '../../../lib/session-ended';
import { useDownloadAccountData } from '../hooks/useAccountData';
import { DeleteAccountModal } from './DeleteAccountModal';

export type YourDataCardProps = {
  user: Pick<User, 'id' | 'email' | 'role'>;
  /** Runs once the account is deleted: the app leaves the signed-in screens. */
  onAccountDeleted: () => void | Promise<void>;
};

/** A copy of everything VerifiedWork holds about the user, and the deletion of the account. */
export function YourDataCard({ user, onAccountDeleted }: YourDataCardProps) {
  const download = useDownloadAccountData();
  const [deleteOpened, { open: openDelete, close: closeDelete }] = useDisclosure(false);
  // The session ended with the account: no draft of it stays in the browser, and the sign-in page says why.
  const handleDeleted = () => {
    forgetDrafts(user.id);
    rememberSessionEnding({ reason: 'account_deleted' });
    return onAccountDeleted();
  };

  return (
    <Card>
      <Title order={2} size="h4">
        Your data
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Download a copy of what VerifiedWork holds about you, as a JSON file, or delete your account.
      </Text>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download.mutate()} loading={download.isPending}>
          Download my data
        </Button>
        {/* The server refuses too: the site is never left without an administrator by a click. */}
        {user.role !== 'admin' && (
          <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={openDelete}>
            Delete my account
          </Button>
        )}
      </Group>
      {user.role === 'admin' && (
        <Text fz="sm" c="dimmed" mt="sm">
          Administrator accounts cannot be deleted here: ask the operator to remove the administrator role first.
        </Text>
      )}
      <DeleteAccountModal opened={deleteOpened} email={user.email} onClose={closeDelete} onDeleted={handleDeleted} />
    </Card>
  );
}
