import { useEffect } from 'react';
import { signInUrl } from '../api/navigation';
import { browser } from '../lib/browser';
import { notifyError } from '../lib/notify';
import { PageLoader } from './PageLoader';

export const SIGN_IN_REDIRECT_DELAY_MS = 500;

type SignInRequiredProps = {
  /** The toast's title, e.g. 'Please log in to view job details'. */
  message: string;
  /** Where to return after signing in: path and query of this site. */
  returnTo: string;
};

/** A screen for signed-in users reached while signed out: says so, then opens the sign-in page. */
export function SignInRequired({ message, returnTo }: SignInRequiredProps) {
  useEffect(() => {
    notifyError({ title: message });
    const timer = window.setTimeout(() => browser.assign(signInUrl(returnTo)), SIGN_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [message, returnTo]);
  return <PageLoader />;
}
