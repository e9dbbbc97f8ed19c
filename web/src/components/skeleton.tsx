import type { CSSProperties } from 'react';
import styles from './skeleton.module.scss';

/** A shimmering block standing in for content that is loading. Hidden from assistive technology. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}
