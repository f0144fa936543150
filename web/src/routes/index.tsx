import { createFileRoute } from '@tanstack/react-router';
import { LandingFeatures } from '../features/landing/landing-features.tsx';
import { LandingHero } from '../features/landing/landing-hero.tsx';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

function LandingPage() {
  return (
    <>
      <title>PartyReel — video invitations for every party</title>
      <LandingHero />
      <LandingFeatures />
    </>
  );
}
