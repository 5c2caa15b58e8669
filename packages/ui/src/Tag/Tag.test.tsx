import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link';
import { Tag } from './Tag';

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RouterLink(props, ref) {
    return <a ref={ref} data-router="yes" {...props} />;
  },
);

describe('Tag', () => {
  it('given only text should render static text, neither button nor link', () => {
    render(<Tag>Métropole</Tag>);
    expect(screen.getByText('Métropole').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('given selected and onClick should be a toggle button reporting its state', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Tag selected={false} onClick={onClick}>
        Littoral
      </Tag>,
    );
    const tag = screen.getByRole('button', { name: 'Littoral' });
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tag);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Tag selected onClick={onClick}>
        Littoral
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Littoral' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('given href and a link component should render a link through it', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Tag href="/explorer/?type=epci" linkComponent={RouterLink} onClick={onClick}>
        Intercommunalités
      </Tag>,
    );
    const link = screen.getByRole('link', { name: 'Intercommunalités' });
    expect(link).toHaveAttribute('href', '/explorer/?type=epci');
    expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given disabled toggle should not call onClick', async () => {
    const onClick = vi.fn();
    render(
      <Tag selected={false} onClick={onClick} disabled>
        Montagne
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Montagne' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
