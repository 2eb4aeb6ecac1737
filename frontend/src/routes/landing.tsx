import { LandingPage } from '../features/landing/components/LandingPage';

/** The home page of signed-out visitors. */
export function LandingScreen() {
  return <LandingPage />;
}
