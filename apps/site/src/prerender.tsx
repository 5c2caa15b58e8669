import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PageSkeleton } from './PageSkeleton';
import { ShellFrame } from './ShellFrame';

/**
 * The HTML of a route's frame before any script runs (header signed out, the page's skeleton,
 * footer), rendered by the site build into that route's HTML file. The app replaces it with the
 * same frame on its first render: nothing moves, and a first visit paints without waiting for the
 * scripts.
 */
export function renderShell(pathname: string): string {
  return renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <ShellFrame pathname={pathname} search="" user={null} onSignIn={() => undefined}>
        <PageSkeleton />
      </ShellFrame>
    </MemoryRouter>,
  );
}
