/**
 * The header search (spec "Header search", section 4 "Search"): focusing the box opens search,
 * dims the page behind and makes it inert; typing searches the menu 300 ms after the last change;
 * up to 15 results link to their dish pages. The close button, a click outside, Escape or
 * following a result close it and clear the text and results.
 */
import type { SearchResult } from '@contracts/catalogue';
import { searchResultLimit } from '@contracts/search-limits';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { formatUsd } from '../../../lib/money.ts';
import { dishPath } from '../../../lib/slug.ts';
import { useMenuSearch } from '../api/search-menu.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { setSearchOpen, useSearchOpen } from '../hooks/use-search-open.ts';
import styles from './header-search.module.scss';

export const noResultsText = 'No results found';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}

/** While search is open the page behind cannot be reached (spec: dimmed and non-interactive). */
function useInertMain(inert: boolean): void {
  useEffect(() => {
    if (!inert) return;
    const main = document.getElementById('main') ?? document.querySelector('main');
    if (!main) return;
    main.setAttribute('inert', '');
    return () => main.removeAttribute('inert');
  }, [inert]);
}

export function HeaderSearch({ className }: { className?: string }) {
  const open = useSearchOpen();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set while focus is moved back to the box by a close, so that focus does not reopen search. */
  const keepClosedRef = useRef(false);
  const inputId = useId();
  const panelId = useId();

  const query = text.trim() === '' ? '' : debounced.trim();
  const { results, isLoading, isError, isSuccess } = useMenuSearch(query);
  const waiting = text.trim() !== '' && (debounced.trim() !== text.trim() || isLoading);
  const panelVisible = open && text.trim() !== '';

  const close = useCallback(() => {
    setText('');
    setSearchOpen(false);
  }, []);

  const closeAndRefocus = () => {
    close();
    keepClosedRef.current = true;
    inputRef.current?.focus();
    keepClosedRef.current = false;
  };

  useInertMain(open);

  // Close on a press anywhere outside the search (the backdrop included).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  // Leaving the page (navigation away while open, unmount) never leaves the flag set.
  useEffect(() => () => setSearchOpen(false), []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndRefocus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // Tabbing out of the search closes it too; a click elsewhere is handled by the pointer listener.
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  const onSubmit = (event: FormEvent) => event.preventDefault();

  const shown: readonly SearchResult[] = isError ? [] : results.slice(0, searchResultLimit);

  return (
    <>
      <form
        ref={rootRef}
        role="search"
        className={[styles.search, className].filter(Boolean).join(' ')}
        data-open={open || undefined}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search the menu
        </label>
        <div className={styles.field}>
          <svg className={styles.icon} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m20 20-4-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            placeholder="Search Menu"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={text}
            aria-controls={panelId}
            onFocus={() => {
              if (!keepClosedRef.current) setSearchOpen(true);
            }}
            onChange={(event) => {
              setText(event.target.value);
              setSearchOpen(true);
            }}
          />
          {open ? (
            <button type="button" className={styles.close} aria-label="Close search" onClick={closeAndRefocus}>
              <CloseIcon size={18} />
            </button>
          ) : null}
        </div>

        <div id={panelId} className={styles.panel} hidden={!panelVisible}>
          {panelVisible ? (
            waiting ? (
              <p className={styles.loading} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                <span className="visually-hidden">Searching…</span>
              </p>
            ) : shown.length > 0 ? (
              <ul className={styles.results} aria-label="Search results">
                {shown.map((result) => (
                  <li key={result.id}>
                    <Link to={dishPath(result.name)} className={styles.result} onClick={close}>
                      <BlurhashImage
                        className={styles.thumb}
                        image={result.image}
                        blurHash={result.blurHash}
                        alt=""
                        width={56}
                        height={56}
                        sizes="56px"
                      />
                      <span className={styles.resultText}>
                        <span className={styles.resultName}>{result.name}</span>
                        <span className={styles.resultCategory}>{capitalise(result.category)}</span>
                      </span>
                      <span className={styles.resultPrice}>
                        <span className="visually-hidden">from </span>
                        {formatUsd(result.startingPrice)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : isSuccess ? (
              <p className={styles.empty} role="status">
                {noResultsText}
              </p>
            ) : null
          ) : null}
        </div>
      </form>
      {open ? createPortal(<div className={styles.backdrop} aria-hidden="true" />, document.body) : null}
    </>
  );
}
