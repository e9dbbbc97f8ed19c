import { useEffect } from 'react';

/** Sets the page title while the screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
