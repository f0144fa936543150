import { LandingFeatures, type LandingFeaturesProps } from './landing-features.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingShowcase, type ShowcaseData } from './landing-showcase.tsx';
import type { StartEventActions } from './use-start-event.ts';

interface LandingPageProps extends StartEventActions, LandingFeaturesProps {
  showcase: ShowcaseData;
}

/** /: the hero with search and shortcuts, the template showcase, and how it works. */
export function LandingPage({ showcase, promo, ...actions }: LandingPageProps) {
  return (
    <>
      <title>PartyReel — video invitations for every party</title>
      <LandingHero {...actions} />
      <LandingShowcase {...actions} {...showcase} />
      <LandingFeatures promo={promo} />
    </>
  );
}
