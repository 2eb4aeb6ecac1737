import { Anchor, Text } from '@mantine/core';
import type { MouseEvent } from 'react';

export type ContractStartedNoticeProps = {
  /** The contract the acceptance made; null while it is still being set up. */
  contractId: string | null;
  /** Opens the contract in the app (toasts live outside the router, so they cannot hold its links). */
  onOpen: (contractId: string) => void;
};

/** The accept toast's description: a link to the new contract, or word that it is on its way. */
export function ContractStartedNotice({ contractId, onOpen }: ContractStartedNoticeProps) {
  if (!contractId) {
    return (
      <Text span fz="sm">
        The contract is being set up; the application will link to it.
      </Text>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click stays in the app; a modified one (new tab) follows the address.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(contractId);
  };
  return (
    <Text span fz="sm">
      The contract has started.{' '}
      <Anchor href={`/contracts/${contractId}`} onClick={handleClick} fz="sm" fw={600}>
        View contract
      </Anchor>
    </Text>
  );
}
