/** The three feature blocks: healthy, customizable, deliverable. */
import { business } from '@business';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import styles from './home.module.scss';

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

export function Features() {
  return (
    <section className={styles.features} aria-labelledby="home-features-title">
      <h2 id="home-features-title" className={styles.visuallyHidden}>
        What makes our food different
      </h2>
      <ul className={styles.featureList}>
        {features.map((feature) => (
          <RevealOnScroll as="li" key={feature.title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <svg
                width="32"
                height="32"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
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
