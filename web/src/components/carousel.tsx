/**
 * A horizontal carousel on Embla. Two shapes:
 * - 'featured': whole slides, looping, with dots; 3 slides in view, 2 below a 1300 px window and 1
 *   below 975 px (docs/product.md#constants). Arrows move one slide.
 * - 'row': fixed-width cards (210 px, 150 px below a 600 px window, 17 px apart), dragged freely;
 *   arrows scroll by `stepPx` (130 px).
 * Keyboard: the arrow buttons and dots are buttons, and Left/Right arrow keys inside the carousel
 * move it. The slides stay a plain list. With reduced motion every move jumps. Without ResizeObserver/IntersectionObserver
 * (old browsers, jsdom) Embla never starts and the track simply scrolls natively.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { ArrowRightIcon } from './icons.tsx';
import { ArrowLeftIcon } from './screen-icons.tsx';
import styles from './carousel.module.scss';

export type CarouselSlide = { key: string; content: ReactNode };

type CarouselProps = {
  /** The accessible name of the carousel, e.g. 'Featured dishes'. */
  label: string;
  slides: readonly CarouselSlide[];
  variant: 'featured' | 'row';
  /** Row carousels: how far one arrow press scrolls. */
  stepPx?: number;
  className?: string;
};

/** Arrow-button distance of the row carousels (docs/product.md#constants: arrow step 130 px). */
export const carouselStepPx = 130;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)').matches : false;
}

const noSubscription = () => () => {};

function canRunEmbla(): boolean {
  return typeof window !== 'undefined' && 'ResizeObserver' in window && 'IntersectionObserver' in window;
}

export function Carousel({ label, slides, variant, stepPx = carouselStepPx, className }: CarouselProps) {
  const featured = variant === 'featured';
  // Plain scrolling in the pre-rendered HTML and while it hydrates; Embla takes over right after.
  const enhanced = useSyncExternalStore(noSubscription, canRunEmbla, () => false);
  const [viewportRef, api] = useEmblaCarousel(
    featured ? { loop: true, align: 'start', duration: 28 } : { align: 'start', dragFree: true, containScroll: 'trimSnaps', duration: 22 },
  );
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(featured);
  const [canNext, setCanNext] = useState(true);
  const trackId = useId();
  /** Where the last arrow press sent the native track (before Embla), while that scroll may still be running. */
  const nativeTarget = useRef<number | null>(null);

  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setViewport(node);
      if (enhanced) viewportRef(node);
    },
    [enhanced, viewportRef],
  );

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on('select', sync).on('reInit', sync).on('settle', sync).on('scroll', sync);
    return () => {
      api.off('select', sync).off('reInit', sync).off('settle', sync).off('scroll', sync);
    };
  }, [api]);

  // Embla takes over a track the visitor may already have scrolled natively (an arrow pressed or a swipe while the
  // page hydrated): carry that offset over to Embla, or the row would stay shifted with Embla's back arrow dead.
  useEffect(() => {
    if (!api || !viewport) return;
    const scrollable = viewport.scrollWidth - viewport.clientWidth;
    // Where a smooth native scroll still under way was going, else where the track is.
    const offset = Math.min(Math.max(nativeTarget.current ?? viewport.scrollLeft, 0), scrollable);
    nativeTarget.current = null;
    if (offset <= 0) return;
    viewport.scrollLeft = 0;
    if (featured) {
      const progress = scrollable > 0 ? offset / scrollable : 0;
      const snaps = api.scrollSnapList();
      const nearest = snaps.reduce((best, snap, index) => (Math.abs(snap - progress) < Math.abs(snaps[best]! - progress) ? index : best), 0);
      api.scrollTo(nearest, true);
      return;
    }
    const engine = api.internalEngine();
    const current = engine.target.get();
    engine.scrollBody.useDuration(0);
    engine.scrollTo.distance(engine.limit.constrain(current - offset) - current, false);
  }, [api, viewport, featured]);

  /** Without Embla: can the native track scroll further? */
  useEffect(() => {
    if (enhanced || !viewport) return;
    const sync = () => {
      // The arrow's scroll has arrived: from here the track's own position counts again (a swipe moves it too).
      if (nativeTarget.current !== null && Math.abs(viewport.scrollLeft - nativeTarget.current) < 1) nativeTarget.current = null;
      setCanPrev(viewport.scrollLeft > 1);
      setCanNext(viewport.scrollLeft + viewport.clientWidth < viewport.scrollWidth - 1);
    };
    sync();
    viewport.addEventListener('scroll', sync, { passive: true });
    return () => viewport.removeEventListener('scroll', sync);
  }, [enhanced, viewport]);

  const move = useCallback(
    (direction: 1 | -1) => {
      const jump = prefersReducedMotion();
      if (!api) {
        if (!viewport) return;
        const distance = featured ? viewport.clientWidth : stepPx;
        const from = nativeTarget.current ?? viewport.scrollLeft;
        nativeTarget.current = Math.min(Math.max(from + direction * distance, 0), viewport.scrollWidth - viewport.clientWidth);
        viewport.scrollTo({ left: nativeTarget.current, behavior: jump ? 'instant' : 'smooth' });
        return;
      }
      if (featured) {
        if (direction > 0) api.scrollNext(jump);
        else api.scrollPrev(jump);
        return;
      }
      // Embla moves between snaps; a row moves by a fixed distance, kept inside its ends.
      const engine = api.internalEngine();
      const current = engine.target.get();
      const target = engine.limit.constrain(current - direction * stepPx);
      engine.scrollBody.useBaseFriction().useDuration(jump ? 0 : 22);
      engine.scrollTo.distance(target - current, false);
    },
    [api, featured, stepPx, viewport],
  );

  const goTo = useCallback((index: number) => api?.scrollTo(index, prefersReducedMotion()), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  const showControls = slides.length > 1;

  return (
    <div
      className={[styles.carousel, featured ? styles.featured : styles.row, className].filter(Boolean).join(' ')}
      // A group, not a region: the row's section is already the landmark of the same name.
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame}>
        <div className={styles.viewport} ref={setRefs}>
          <ul className={styles.track} id={trackId}>
            {slides.map((slide) => (
              <li key={slide.key} className={styles.slide} data-carousel-slide="">
                {slide.content}
              </li>
            ))}
          </ul>
        </div>
        {showControls ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-controls={trackId}
              aria-label={featured ? 'Previous slide' : `Scroll ${label} back`}
              onClick={() => {
                if (canPrev) move(-1);
              }}
              // Not `disabled`: a button that disables itself under the keyboard would drop the focus.
              aria-disabled={!canPrev}
            >
              <ArrowLeftIcon size={20} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-controls={trackId}
              aria-label={featured ? 'Next slide' : `Scroll ${label} forward`}
              onClick={() => {
                if (canNext) move(1);
              }}
              // Not `disabled`: a button that disables itself under the keyboard would drop the focus.
              aria-disabled={!canNext}
            >
              <ArrowRightIcon size={20} />
            </button>
          </>
        ) : null}
      </div>
      {featured && snapCount > 1 ? (
        <div className={styles.dots}>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-controls={trackId}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
