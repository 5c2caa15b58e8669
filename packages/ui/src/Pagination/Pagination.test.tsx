import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link';
import { Pagination } from './Pagination';

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RouterLink(props, ref) {
    return <a ref={ref} data-router="yes" {...props} />;
  },
);

describe('Pagination', () => {
  it('given links mode should render a named nav with hrefs and the current page marked', async () => {
    render(<Pagination page={5} pageCount={12} getHref={(p) => `?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '?page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '?page=6',
    );
    expect(within(nav).getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '?page=12');
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).toBeNull();
    expect(within(nav).getByText('Page 5 sur 12')).toBeInTheDocument();
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('given buttons mode should call onChange with the page, from mouse and keyboard', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Page précédente' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3, expect.anything());
    screen.getByRole('button', { name: 'Page suivante' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2, expect.anything());
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('given the last page should have no next control', () => {
    render(<Pagination page={3} pageCount={3} onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Page suivante' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeInTheDocument();
  });

  it('given a link component and onChange should use both in links mode', async () => {
    const onChange = vi.fn((_p: number, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(
      <Pagination
        page={2}
        pageCount={4}
        getHref={(p) => `/liste/${p}`}
        linkComponent={RouterLink}
        onChange={onChange}
      />,
    );
    const link = screen.getByRole('link', { name: 'Page 3' });
    expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    expect(onChange).toHaveBeenCalledWith(3, expect.anything());
  });

  it('given one page should render nothing', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
