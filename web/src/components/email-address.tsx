/**
 * An e-mail address in running text that a narrow card can hold: it moves to a line of its own when it does not fit
 * after the words, breaks after a dot or before the @ when it is longer than the line, and only then anywhere.
 * `after` is the punctuation that follows it, kept with it.
 */
import { Fragment } from 'react';
import styles from './email-address.module.scss';

export function EmailAddress({ email, after = '' }: { email: string; after?: string }) {
  const parts = email.split(/(?<=\.)|(?=@)/);
  return (
    <span className={styles.address}>
      <strong>
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </strong>
      {after}
    </span>
  );
}
