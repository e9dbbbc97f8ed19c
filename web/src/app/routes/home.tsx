/**
 * The home page (spec section 2, "Home screen"): hero with the typed headline, an animated
 * divider, the social-proof strip, three feature blocks, three benefit sections, the contact call
 * to action and, for signed-out visitors, the sign-in prompt. Sections reveal as they scroll in.
 */
import { business } from '@business';
import type { MenuDish } from '@contracts/catalogue';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { BlurhashImage } from '../../components/blurhash-image.tsx';
import { ArrowRightIcon, PhoneIcon } from '../../components/icons.tsx';
import { benefitsRevealThreshold, RevealOnScroll, useInView } from '../../components/reveal-on-scroll.tsx';
import { useTypedWords } from '../../components/use-typed-words.ts';
import { useDishes } from '../../features/menu/api/get-dishes.ts';
import { brandVariantWidths, cateringArt, heroArt } from '../../lib/brand-art.ts';
import { imageSrc } from '../../lib/image.ts';
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
        {animating ? (
          <>
            <span className={styles.typed} data-testid="typed-word">
              {text}
            </span>
            <span className={styles.caret} />
          </>
        ) : (
          // Reduced motion: the three words stand still, side by side.
          <span className={styles.staticWords} data-testid="typed-words">
            {typedWords.map((word, i) =>
              i < typedWords.length - 1 ? (
                <Fragment key={word}>
                  <span className={styles.staticWord}>{word} ·</span>{' '}
                </Fragment>
              ) : (
                <span key={word} className={styles.staticWord}>
                  {word}
                </span>
              ),
            )}
          </span>
        )}
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

/** The badge strip drawn by web/scripts/make-brand-art.ts from the business config: wide and stacked. */
const proofArt = {
  wide: { width: 1240, height: 200, files: [1240, 2480] },
  narrow: { width: 360, height: 420, files: [360, 720] },
} as const;

function proofSrcSet(shape: keyof typeof proofArt): string {
  return proofArt[shape].files.map((w) => `${imageSrc(`Images/brand/proof-${shape}-${w}.webp`)} ${w}w`).join(', ');
}

/** What the strip says, from the same config the script draws it from. */
const proofClaims = [
  `Since ${business.servingSince}, serving ${business.serviceArea.name}`,
  'Catering for businesses, events & weddings',
  'Bulk options on every meal on our menu',
] as const;

function SocialProof() {
  return (
    <RevealOnScroll as="section" className={styles.proof} aria-label={`Why ${business.shortName}`} hideOnExit>
      <picture>
        <source
          media="(min-width: 900px)"
          srcSet={proofSrcSet('wide')}
          sizes="(min-width: 1290px) 1192px, calc(100vw - 3rem)"
          width={proofArt.wide.width}
          height={proofArt.wide.height}
        />
        <img
          className={styles.proofImage}
          src={imageSrc(`Images/brand/proof-narrow-${proofArt.narrow.files[1]}.webp`)}
          srcSet={proofSrcSet('narrow')}
          sizes="(min-width: 600px) 420px, calc(100vw - 2rem)"
          width={proofArt.narrow.width}
          height={proofArt.narrow.height}
          alt={proofClaims.join('. ') + '.'}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </RevealOnScroll>
  );
}

const features = [
  {
    title: 'Healthy',
    text: 'Fresh vegetables, lean proteins, beans, lentils and whole spices, cooked from scratch. Many dishes are naturally vegan or vegetarian.',
    icon: (
      <>
        <path d="M11 20A7 7 0 0 1 4 13c0-5 4-9 16-9 0 12-4 16-9 16Z" />
        <path d="M4 20c4-4 7-6 11-9" />
      </>
    ),
  },
  {
    title: 'Customizable',
    text: 'Take out what you don’t want, add extras like fried plantain or a boiled egg, and choose your spice level from mild to three flames.',
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
