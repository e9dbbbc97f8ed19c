/**
 * The home page (docs/product.md#home-screen): hero with the typed headline, an animated
 * divider, the social-proof strip, three feature blocks, three benefit sections, the contact call
 * to action and, for signed-out visitors, the sign-in prompt. Sections reveal as they scroll in; below
 * the hero they hydrate as they near the viewport.
 */
import { business } from '@business';
import { useDishes } from '../../api/dishes.ts';
import { nearViewport } from '../../components/near-viewport.tsx';
import { useStoredUser } from '../../lib/stored-user.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AnimatedDivider } from '../../features/home/components/animated-divider.tsx';
import { Benefits } from '../../features/home/components/benefits.tsx';
import { ContactCall } from '../../features/home/components/contact-call.tsx';
import { Features } from '../../features/home/components/home-features.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { SignInPrompt } from '../../features/home/components/sign-in-prompt.tsx';
import { SocialProof } from '../../features/home/components/social-proof.tsx';
import styles from '../../features/home/components/home.module.scss';

// Below the hero: each section hydrates as it nears the viewport.
const SocialProofPart = nearViewport(SocialProof);
const FeaturesPart = nearViewport(Features);
const BenefitsPart = nearViewport(Benefits);
const ContactCallPart = nearViewport(ContactCall);
const SignInPromptPart = nearViewport(SignInPrompt);

export function HomeScreen() {
  useDocumentTitle(business.name);
  const user = useStoredUser();
  const dishes = useDishes();

  return (
    <div className={styles.page}>
      <HomeHero signedIn={user !== null} />
      <AnimatedDivider />
      <SocialProofPart />
      <FeaturesPart />
      <BenefitsPart dishes={dishes.data} pending={dishes.isPending} />
      <ContactCallPart />
      {user ? null : <SignInPromptPart />}
    </div>
  );
}
