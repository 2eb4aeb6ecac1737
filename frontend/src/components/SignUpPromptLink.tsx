import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { signUpSearch } from '../lib/sign-up-prompt';
import type { SignUpReason } from '../lib/sign-up-prompt';
import { ButtonLink } from './links';

export type SignUpPromptLinkProps = {
  /** Where the visitor was: a path of this site with its query, opened again once the account is made. */
  next: string;
  /** What they tried, which the form names ("Create an account to apply to this job"). */
  reason: SignUpReason;
  children: ReactNode;
  'aria-label'?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth' | 'mt' | 'leftSection'>;

/**
 * A member's action (Apply, Message, Report) as a visitor sees it on a public page (decision 0061):
 * the same button, leading to Create account, which says why and comes back to `next`.
 */
export function SignUpPromptLink({ next, reason, children, ...buttonProps }: SignUpPromptLinkProps) {
  return (
    <ButtonLink to="/login" search={signUpSearch(next, reason)} {...buttonProps}>
      {children}
    </ButtonLink>
  );
}
