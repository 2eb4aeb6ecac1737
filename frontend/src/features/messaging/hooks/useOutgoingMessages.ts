import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Mutation, MutationFilters, QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { Message } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
import { messagingKeys, newClientMessageId, sendMessage } from '../api';
import { heldClientMessageIds } from '../thread';
import type { OutgoingMessage } from '../thread';

type Send = { clientMessageId: string; content: string; attachmentIds: string[] };

const STATUS = { pending: 'sending', success: 'sent', error: 'failed' } as const;

/** The sends to a user; a mutation is in the cache (idle, without its message) a moment before it starts. */
const sendsFilter = (receiverId: string): MutationFilters => ({
  mutationKey: messagingKeys.outgoing(receiverId),
  predicate: (mutation) => mutation.state.status !== 'idle',
});

/**
 * The viewer's sends to `receiverId`, oldest first. They live in the query client's mutation
 * cache, not in a component: a send keeps going, and a failed one keeps its Retry, when the
 * conversation is closed and opened again.
 */
export function useOutgoingMessages(receiverId: string): OutgoingMessage[] {
  return useMutationState({
    filters: sendsFilter(receiverId),
    select: (mutation): OutgoingMessage => {
      const { status, variables, data } = mutation.state as Mutation<Message, Error, Send>['state'];
      return {
        clientMessageId: variables!.clientMessageId,
        content: variables!.content,
        attachmentIds: variables!.attachmentIds,
        status: STATUS[status as keyof typeof STATUS],
        message: data ?? null,
      };
    },
  });
}

function sendsTo(queryClient: QueryClient, receiverId: string): Mutation<Message, Error, Send>[] {
  return queryClient.getMutationCache().findAll(sendsFilter(receiverId)) as Mutation<Message, Error, Send>[];
}

/**
 * Drops the settled sends the thread now holds (it shows them itself). A send still on its way
 * stays: removing it would let the next one in the queue start beside it.
 */
export function forgetDelivered(queryClient: QueryClient, receiverId: string, viewerId: string, messages: Message[]): void {
  const held = heldClientMessageIds(messages, viewerId);
  for (const mutation of sendsTo(queryClient, receiverId)) {
    if (mutation.state.status !== 'pending' && held.has(mutation.state.variables!.clientMessageId)) {
      queryClient.getMutationCache().remove(mutation);
    }
  }
}

/**
 * Sends messages to `receiverId` one after another, in the order they were sent (one mutation
 * scope per receiver), each under its own clientMessageId so that a retry is stored once.
 * `onSent` hears of each message stored, also after the component is gone.
 */
export function useMessageSender(receiverId: string, onSent?: (message: Message) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: messagingKeys.outgoing(receiverId),
    scope: { id: `messaging.outgoing.${receiverId}` },
    mutationFn: ({ clientMessageId, content, attachmentIds }: Send) => sendMessage(receiverId, content, clientMessageId, attachmentIds),
    // Kept until the thread holds it, or Retry / Discard replaces a failed one.
    gcTime: Infinity,
    onSuccess: (message) => onSent?.(message),
    onError: (error) => notifyError({ title: 'Failed to send message', description: getErrorMessage(error) }),
  });

  const forget = (clientMessageId: string) => {
    for (const send of sendsTo(queryClient, receiverId)) {
      if (send.state.variables!.clientMessageId === clientMessageId) queryClient.getMutationCache().remove(send);
    }
  };

  return {
    send: (content: string, attachmentIds: string[] = []) =>
      mutation.mutate({ clientMessageId: newClientMessageId(), content, attachmentIds }),
    /** Sends a failed message again, after those queued now, under the same clientMessageId (and files): it is stored once. */
    retry: ({ clientMessageId, content, attachmentIds }: OutgoingMessage) => {
      forget(clientMessageId);
      mutation.mutate({ clientMessageId, content, attachmentIds });
    },
    discard: ({ clientMessageId }: OutgoingMessage) => forget(clientMessageId),
  };
}
