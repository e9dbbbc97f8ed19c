/**
 * The home page (spec section 2, "Home screen"): hero with the typed headline, an animated
 * divider, the social-proof strip, three feature blocks, three benefit sections, the contact call
 * to action and, for signed-out visitors, the sign-in prompt. Sections reveal as they scroll in.
 */
import { business } from '@business';
import type { MenuDish } from '@contracts/catalogue';
import { Link } from 'react-router';
import { BlurhashImage } from '../../components/blurhash-image.tsx';
import { ArrowRightIcon, PhoneIcon } from '../../components/icons.tsx';
import { benefitsRevealThreshold, RevealOnScroll, useInView } from '../../components/reveal-on-scroll.tsx';
import { useTypedWords } from '../../components/use-typed-words.ts';
import { useDishes } from '../../features/menu/api/get-dishes.ts';
import { brandVariantWidths, cateringArt, heroArt } from '../../lib/brand-art.ts';
import { useStoredUser } from '../../lib/stored-user.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './home.module.scss';

export const typedWords = ['Authentic', 'Delicious', 'Healthy'] as const;
export const headlineText = 'African Cuisine Made Accessible';

function TypedHeadline() {
  const { text, animating } = useTypedWords(typedWords);
  return (
    <h1 id="home-hero-title" className={styles.heroTitle} aria-label={`${typedWords.join(', ')}: ${headlineText}`}>
      <span className={styles.typedLine} aria-hidden="true">
        <span className={styles.typed} data-testid="typed-word">
          {text}
        </span>
        {animating ? <span className={styles.caret} /> : null}
      </span>
      <span className={styles.fixedLine} aria-hidden="true">
        {headlineText}
      </span>
    </h1>
  );
}

function AnimatedDivider() {
  const [ref, inView] = useInView<HTMLDivElement>(undefined, true);
  return (
    <div ref={ref} className={[styles.divider, inView ? styles.dividerShown : ''].join(' ')} aria-hidden="true">
      <svg viewBox="0 0 600 24" preserveAspectRatio="none" focusable="false">
        <path
          className={styles.dividerLine}
          pathLength={1}
          d="M0 12 C 50 0, 100 24, 150 12 S 250 0, 300 12 S 400 24, 450 12 S 550 0, 600 12"
        />
      </svg>
      <span className={styles.dividerDot} />
    </div>
  );
}

const proofClaims = [
  { text: `Serving ${business.serviceArea.name} since ${business.servingSince}`, icon: 'pin' },
  { text: 'Catering for offices, events & weddings', icon: 'platter' },
  { text: 'Every meal has bulk options', icon: 'stack' },
] as const;

function ProofIcon({ kind }: { kind: (typeof proofClaims)[number]['icon'] }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {kind === 'pin' ? (
        <>
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </>
      ) : kind === 'platter' ? (
        <>
          <path d="M3 17h18" />
          <path d="M5 17a7 7 0 0 1 14 0" />
          <path d="M12 8V6" />
          <path d="M10 6h4" />
        </>
      ) : (
        <>
          <rect x="4" y="14" width="16" height="5" rx="1.5" />
          <rect x="5.5" y="9" width="13" height="5" rx="1.5" />
          <rect x="7" y="4" width="10" height="5" rx="1.5" />
        </>
      )}
    </svg>
  );
}

function SocialProof() {
  return (
    <RevealOnScroll as="section" className={styles.proof} aria-label={`Why ${business.shortName}`} hideOnExit>
      <ul className={styles.proofList}>
        {proofClaims.map((claim) => (
          <li key={claim.text} className={styles.proofBadge}>
            <ProofIcon kind={claim.icon} />
            <span>{claim.text}</span>
          </li>
        ))}
      </ul>
    </RevealOnScroll>
  );
}

const features = [
  {
    title: 'Healthy',
    text: 'Fresh vegetables, lean proteins, beans, lentils and whole spices, cooked from scratch every day with nothing from a packet.',
    icon: (
      <>
        <path d="M11 20A7 7 0 0 1 4 13c0-5 4-9 16-9 0 12-4 16-9 16Z" />
        <path d="M4 20c4-4 7-6 11-9" />
      </>
    ),
  },
  {
    title: 'Customizable',
    text: 'Pick the size, choose your spice level from mild to hot, and add extras like fried plantain or a boiled egg to make it yours.',
    icon: (
      <>
        <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
        <circle cx="16" cy="6" r="2" />
        <circle cx="10" cy="12" r="2" />
        <circle cx="18" cy="18" r="2" />
      </>
    ),
  },
  {
    title: 'Deliverable',
    text: `Delivered across ${business.serviceArea.name}, or picked up hot from our kitchen: for a quiet dinner at home or a whole office.`,
    icon: (
      <>
        <path d="M3 7h11v9H3z" />
        <path d="M14 10h4l3 3v3h-7" />
        <circle cx="7" cy="17.5" r="1.8" />
        <circle cx="17" cy="17.5" r="1.8" />
      </>
    ),
  },
];

function Features() {
  return (
    <section className={styles.features} aria-labelledby="home-features-title">
      <h2 id="home-features-title" className={styles.visuallyHidden}>
        What makes our food different
      </h2>
      <ul className={styles.featureList}>
        {features.map((feature) => (
          <RevealOnScroll as="li" key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                {feature.icon}
              </svg>
            </span>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.featureText}>{feature.text}</p>
          </RevealOnScroll>
        ))}
      </ul>
    </section>
  );
}

type Art = { id?: string; image: string; blurHash: string; brand: boolean };

function dishArt(dishes: readonly MenuDish[] | undefined, preferred: readonly string[], skip: ReadonlySet<string>): Art | null {
  if (!dishes?.length) return null;
  const pick =
    preferred.map((id) => dishes.find((dish) => dish.id === id)).find((dish) => dish && !skip.has(dish.id)) ??
    dishes.find((dish) => dish.featured && !skip.has(dish.id));
  return pick ? { id: pick.id, image: pick.image, blurHash: pick.blurHash, brand: false } : null;
}

function Benefits() {
  const dishes = useDishes();
  const treat = dishArt(dishes.data, ['jollof-rice', 'beef-suya'], new Set());
  const family = dishArt(dishes.data, ['doro-wat', 'egusi-soup', 'misir-wat'], new Set(treat?.id ? [treat.id] : []));
  const benefits = [
    {
      id: 'treat',
      title: 'Treat Yourself',
      text: 'Had a long week? Jollof rice with a smoky depth, peppery suya, golden plantain: order a plate of comfort, made fresh, just the way you like it.',
      art: treat ?? { ...heroArt, brand: true },
      action: { to: '/menu', label: 'Explore Menu' },
    },
    {
      id: 'family',
      title: 'Feed the Family',
      text: 'Every meal has bulk options, so one order covers everyone at the table: stews, rice and sides in family sizes that reheat beautifully.',
      art: family ?? { ...heroArt, brand: true },
      action: { to: '/menu', label: 'Explore Menu' },
    },
    {
      id: 'catering',
      title: 'Schedule Catering',
      text: `Office lunches, birthdays, graduations and weddings across ${business.serviceArea.name}: individual pans and meal combinations, delivered with a complimentary chafing kit.`,
      art: { ...cateringArt, brand: true },
      action: { to: '/catering', label: 'Learn More', context: ' about our catering' },
    },
  ];

  return (
    <div className={styles.benefits}>
      {benefits.map((benefit, index) => (
        <RevealOnScroll
          as="section"
          key={benefit.id}
          className={styles.benefit}
          threshold={benefitsRevealThreshold}
          from={index % 2 === 0 ? 'left' : 'right'}
          aria-labelledby={`home-benefit-${benefit.id}`}
        >
          <div className={styles.benefitMedia}>
            {dishes.isPending && !benefit.art.brand ? null : (
              <BlurhashImage
                className={styles.benefitImage}
                image={benefit.art.image}
                blurHash={benefit.art.blurHash}
                alt=""
                aspectRatio="4 / 3"
                sizes="(min-width: 900px) 45vw, 100vw"
                variantWidths={benefit.art.brand ? brandVariantWidths : undefined}
              />
            )}
          </div>
          <div className={styles.benefitBody}>
            <h2 id={`home-benefit-${benefit.id}`} className={styles.benefitTitle}>
              {benefit.title}
            </h2>
            <p className={styles.benefitText}>{benefit.text}</p>
            <Link to={benefit.action.to} className={styles.benefitButton}>
              {benefit.action.label}
              {'context' in benefit.action && <span className="visually-hidden">{benefit.action.context}</span>}
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </RevealOnScroll>
      ))}
    </div>
  );
}

export function HomeScreen() {
  useDocumentTitle(business.name);
  const user = useStoredUser();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <BlurhashImage
          className={styles.heroImage}
          image={heroArt.image}
          blurHash={heroArt.blurHash}
          alt=""
          sizes="100vw"
          variantWidths={brandVariantWidths}
          eager
        />
        <div className={styles.heroContent}>
          <p className={styles.heroEyebrow}>
            Serving {business.serviceArea.name} since {business.servingSince}
          </p>
          <TypedHeadline />
          <p className={styles.heroLead}>
            Healthy, customizable dishes from across the continent, cooked fresh in Milwaukee, for delivery, pickup
            and catering.
          </p>
          <div className={styles.heroActions}>
            <Link to="/menu" className={styles.explore}>
              Explore
              <ArrowRightIcon size={20} />
            </Link>
            {user ? (
              <Link to="/catering" className={styles.signIn}>
                Catering
              </Link>
            ) : (
              <Link to="/login" className={styles.signIn}>
                Sign in
              </Link>
            )}
          </div>
        </div>
      </section>

      <AnimatedDivider />
      <SocialProof />
      <Features />
      <Benefits />

      <RevealOnScroll as="section" className={styles.contact} aria-labelledby="home-contact-title">
        <div className={styles.contactCard}>
          <h2 id="home-contact-title" className={styles.contactTitle}>
            Planning an event, or have a question?
          </h2>
          <p className={styles.contactText}>
            We cater business lunches, parties and weddings across {business.serviceArea.name}, and every meal has
            bulk options. Outside the area? Get in touch anyway.
          </p>
          <div className={styles.contactActions}>
            <Link to="/contact" className={styles.contactButton}>
              CONTACT US
            </Link>
            <p className={styles.call}>
              or call{' '}
              <a href={`tel:${business.phoneE164}`}>
                <PhoneIcon size={18} />
                {business.phone}
              </a>
            </p>
          </div>
        </div>
      </RevealOnScroll>

      {user ? null : (
        <RevealOnScroll as="section" className={styles.signInPrompt} aria-labelledby="home-signin-title" hideOnExit>
          <h2 id="home-signin-title" className={styles.signInTitle}>
            Order faster next time
          </h2>
          <p className={styles.signInText}>Sign in to keep your favourites, see past orders and check out in a few taps.</p>
          <div className={styles.signInActions}>
            <Link to="/login" className={styles.signInButton}>
              Sign in
            </Link>
            <Link to="/register" className={styles.registerLink}>
              New? Start here.
            </Link>
          </div>
        </RevealOnScroll>
      )}
    </div>
  );
}
