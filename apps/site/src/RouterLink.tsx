import type { LinkComponentProps } from '@epic/ui';
import { Link } from 'react-router';

/** Adapts React Router's `Link` to the `href` contract of @epic/ui's injected link component. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
  if (external) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
}
