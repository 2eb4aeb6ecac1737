import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { rootRoute } from './root';

// Each page is loaded only when it opens: none is part of the landing page's download.
const TermsPage = lazyScreen(() => import('../features/landing/components/TermsPage'), 'TermsPage');
const PrivacyPage = lazyScreen(() => import('../features/landing/components/PrivacyPage'), 'PrivacyPage');
const HelpPage = lazyScreen(() => import('../features/landing/components/HelpPage'), 'HelpPage');
const ContactPage = lazyScreen(() => import('../features/landing/components/ContactPage'), 'ContactPage');
const RankingPage = lazyScreen(() => import('../features/landing/components/RankingPage'), 'RankingPage');

/* The pages anyone may read, signed out or in, linked from the footer. */

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  loader: () => TermsPage.preload?.(),
  component: TermsPage,
});

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  loader: () => PrivacyPage.preload?.(),
  component: PrivacyPage,
});

export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/help',
  loader: () => HelpPage.preload?.(),
  component: HelpPage,
});

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  loader: () => ContactPage.preload?.(),
  component: ContactPage,
});

export const rankingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/how-ranking-works',
  loader: () => RankingPage.preload?.(),
  component: RankingPage,
});
