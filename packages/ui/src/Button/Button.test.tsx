import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link';
import { Button, ButtonLink } from './Button';

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RouterLink(props, ref) {
    return <a ref={ref} data-router="yes" {...props} />;
  },
);

describe('Button', () => {
  it('given no type should not submit its form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Ouvrir</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('given a click should call onClick with variant and size defaults', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Réessayer</Button>);
    const button = screen.getByRole('button', { name: 'Réessayer' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
  });

  it('given loading should stay focusable, announce it and ignore clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Envoyer
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer Chargement en cours' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('given an icon should hide it from assistive technology on the requested side', () => {
    render(
      <Button icon={<svg data-testid="icon" />} iconPosition="end">
        Télécharger
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Télécharger' });
    const icon = screen.getByTestId('icon').parentElement;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(button.lastElementChild).toBe(icon);
  });

  it('given disabled should not call onClick', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Valider
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('given an injected link component should render a link through it', async () => {
    render(
      <ButtonLink href="/explorer/" variant="secondary" linkComponent={RouterLink}>
        Explorer
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Explorer' });
    expect(link).toHaveAttribute('href', '/explorer/');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });
});
