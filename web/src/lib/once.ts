/**
 * A value made on first use and kept. For Intl formatters above all: the first one made with a time
 * zone loads the browser's zone data (about 90 ms of a phone's main thread), so a module that merely
 * loads (on every page, for a banner that may never show a time) must not make it.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
