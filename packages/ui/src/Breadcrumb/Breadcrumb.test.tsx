import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { saintEtienneHierarchy } from '../fixtures/territories';
import type { LinkComponentProps } from '../link';
import type { TerritoryRef } from '../territory/types';
import { Breadcrumb } from './Breadcrumb';

const hrefFor = (t: TerritoryRef) => `/explorer/?type=${t.type}&id=${t.code}`;

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RouterLink(props, ref) {
    return <a ref={ref} data-router="yes" {...props} />;
  },
);

describe('Breadcrumb', () => {
  it('given a hierarchy should render one link per level in order, the last as current', () => {
    render(<Breadcrumb items={saintEtienneHierarchy} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Hiérarchie du territoire' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/explorer/?type=region&id=84',
      '/explorer/?type=departement&id=42',
      '/explorer/?type=epci&id=244200770',
      '/explorer/?type=commune&id=42218',
    ]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page')).toEqual([links[3]]);
  });

  it('given an injected link component and onSelect should use both', async () => {
    const onSelect = vi.fn((_t: TerritoryRef, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(
      <Breadcrumb
        items={saintEtienneHierarchy}
        hrefFor={hrefFor}
        linkComponent={RouterLink}
        onSelect={onSelect}
      />,
    );
    const loire = screen.getByText('Loire').closest('a') as HTMLAnchorElement;
    expect(loire).toHaveAttribute('data-router', 'yes');
    await userEvent.click(loire);
    expect(onSelect).toHaveBeenCalledWith(saintEtienneHierarchy[1], expect.anything());
  });
});
