import { Footer, Header, Layout } from '@epic/ui';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { config } from './config';
import { comparerHref } from './links';
import { partnerLogos, productLogos } from './logos';
import { RouterLink } from './RouterLink';

/** The layout around every route: header (transparent on home), beige main area, footer. */
export function Shell() {
  const location = useLocation();
  const isHome = location.pathname === '/';
  useFocusMainOnNavigation(location.key);

  return (
    <Layout
      transparentHeader={isHome}
      header={
        <Header
          currentPath={location.pathname}
          transparent={isHome}
          productLogos={productLogos}
          hrefs={{ comparer: comparerHref(location.search) }}
          linkComponent={RouterLink}
          contactEmail={config.contactEmail}
        />
      }
      footer={<Footer partnerLogos={partnerLogos} linkComponent={RouterLink} />}
    >
      <Outlet />
    </Layout>
  );
}

/** After a client-side navigation, move focus to <main> so screen readers start at the content. */
function useFocusMainOnNavigation(key: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (key)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('contenu')?.focus({ preventScroll: false });
  }, [key]);
}
