/** The hero's headline: the three words typed in turn (standing still under reduced motion) above the fixed line. */
import { Fragment } from 'react';
import { useTypedWords } from '../../../components/use-typed-words.ts';
import styles from './home.module.scss';

export const typedWords = ['Authentic', 'Delicious', 'Healthy'] as const;
export const headlineText = 'African Cuisine Made Accessible';

export function TypedHeadline() {
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
