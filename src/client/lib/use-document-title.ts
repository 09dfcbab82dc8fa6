import { useEffect } from 'react';

export const APP_NAME = 'Campus';

/** Sets the tab title to "<page> · Campus" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
