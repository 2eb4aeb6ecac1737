import { Box } from '@mantine/core';
import { CallToAction } from './CallToAction';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { StatsStrip } from './StatsStrip';

export function LandingPage() {
  return (
    <Box mih="100vh">
      <LandingHeader />
      <main>
        <HeroSection />
        <StatsStrip />
        <FeaturesSection />
        <HowItWorksSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </Box>
  );
}
