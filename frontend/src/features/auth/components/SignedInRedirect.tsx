import { useEffect } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { browser } from '../../../lib/browser';
import { afterSignInUrl } from '../session-destination';

type SignedInRedirectProps = {
  next?: string;
};

/** The sign-in screen opened by someone already signed in: straight on to where signing in leads. */
export function SignedInRedirect({ next }: SignedInRedirectProps) {
  useEffect(() => {
    browser.assign(afterSignInUrl(next));
  }, [next]);
  return <PageLoader />;
}
