import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Sends a link's token to the server once, as the page opens: a token is single-use, so React's
 * development double effects (and any re-render) must not send it twice. Another token in the
 * address is sent in its turn. Without a token nothing is sent.
 */
export function useConfirmLinkOnce<Result>(
  token: string | undefined,
  confirm: (token: string) => Promise<Result>,
  onConfirmed?: (result: Result) => void | Promise<void>,
) {
  const confirmation = useMutation({ mutationFn: confirm, onSuccess: onConfirmed });
  const sentToken = useRef<string | null>(null);
  const { mutate } = confirmation;

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [token, mutate]);

  return confirmation;
}
