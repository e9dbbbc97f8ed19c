/**
 * The header search (docs/product.md#search): focusing the box opens search,
 * dims the page behind and makes it inert; typing searches the menu 300 ms after the last change;
 * up to 15 results link to their dish pages. The close button, a click outside, Escape or
 * following a result close it and clear the text and results.
 * Keyboard: Down and Up move between the box and the results; Enter opens the first result.
 */
import { searchResultLimit } from '@functions/catalogue/contract/search-limits';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, SearchIcon } from '../../../components/icons.tsx';
import { useMenuSearch } from '../../../api/dishes.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { setSearchOpen, useSearchOpen } from '../hooks/use-search-open.ts';
import styles from './header-search.module.scss';

export const noResultsText = 'No results found';

// The result list (and the blurhash decoder it brings) loads when search is first opened.
const loadSearchResults = () => import('./search-results.tsx');
const SearchResults = lazy(() => loadSearchResults().then((module) => ({ default: module.SearchResults })));

/**
 * While search is open the page behind cannot be reached (docs/product.md#search: dimmed and inert): every
 * part of the page beside the header is inert, including parts that appear meanwhile (the footer).
 */
function useInertPage(inert: boolean, searchRoot: HTMLElement | null): void {
  useEffect(() => {
    const header = searchRoot?.closest('header');
    const page = header?.parentElement;
    if (!inert || !header || !page) return;
    const made = new Set<Element>();
    const apply = () => {
      for (const part of page.children) {
        if (part === header || part.hasAttribute('inert')) continue;
        part.setAttribute('inert', '');
        made.add(part);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(page, { childList: true });
    return () => {
      observer.disconnect();
      for (const part of made) part.removeAttribute('inert');
    };
  }, [inert, searchRoot]);
}

function Spinner() {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Searching…</span>
    </p>
  );
}

export function HeaderSearch({ className }: { className?: string }) {
  const open = useSearchOpen();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text);
  const [root, setRoot] = useState<HTMLFormElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set while focus is moved back to the box by a close, so that focus does not reopen search. */
  const keepClosedRef = useRef(false);
  const inputId = useId();
  const panelId = useId();

  // An empty (or blank) box clears the query at once; otherwise the query follows 300 ms later.
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

  const openSearch = () => {
    setSearchOpen(true);
    void loadSearchResults().catch(() => undefined); // retried by lazy() when rendered
  };

  useInertPage(open, root);

  // Close on a press anywhere outside the search (the backdrop included).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root?.contains(event.target)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, root]);

  // Tapped (or typed into) before the page's script ran: search opens as that focus would have
  // opened it, with what was typed.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || document.activeElement !== input) return;
    if (input.value) setText(input.value);
    setSearchOpen(true);
    void loadSearchResults().catch(() => undefined);
  }, []);

  // Leaving the page (navigation away while open, unmount) never leaves the flag set.
  useEffect(() => () => setSearchOpen(false), []);

  const resultLinks = () => [...(root?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndRefocus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks();
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // Tabbing out of the search closes it too; a click elsewhere is handled by the pointer listener.
    const next = event.relatedTarget;
    if (next instanceof Node && !root?.contains(next)) close();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    resultLinks()[0]?.click(); // Enter opens the first result, once there is one
  };

  const shown = isError ? [] : results.slice(0, searchResultLimit);

  return (
    <>
      <form
        ref={setRoot}
        role="search"
        className={[styles.search, className].filter(Boolean).join(' ')}
        data-open={open || undefined}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search Menu
        </label>
        <div className={styles.field}>
          <SearchIcon className={styles.icon} size={18} strokeWidth={2.2} />
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            placeholder="Search Menu"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={200}
            value={text}
            aria-controls={panelId}
            onPointerEnter={() => void loadSearchResults().catch(() => undefined)}
            onFocus={() => {
              if (!keepClosedRef.current) openSearch();
            }}
            onChange={(event) => {
              setText(event.target.value);
              openSearch();
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
              <Spinner />
            ) : shown.length > 0 ? (
              <Suspense fallback={<Spinner />}>
                <SearchResults results={shown} onChoose={close} />
              </Suspense>
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
