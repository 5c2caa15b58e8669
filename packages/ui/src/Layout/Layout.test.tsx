import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer';
import { epicFooter } from '../Footer/examples';
import { Layout } from './Layout';

describe('Layout', () => {
  it('given a page should render the skip link first, pointing at main', async () => {
    const { container } = render(
      <Layout header={<header>En-tête</header>} footer={<Footer {...epicFooter} />}>
        <h1>Titre</h1>
      </Layout>,
    );
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(container.querySelector('a')).toBe(skip);
    expect(skip).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('given a footer should render the funding notice and À propos links', () => {
    render(
      <Layout header={null} footer={<Footer {...epicFooter} />}>
        <p>x</p>
      </Layout>,
    );
    expect(
      screen.getByText('Financé par le Gouvernement dans le cadre de France 2030'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/a-propos/#mentions-legales',
    );
  });
});

describe('Layout container', () => {
  it('given no option should wrap the content in the container inside main', () => {
    render(
      <Layout header={null}>
        <p>Contenu</p>
      </Layout>,
    );
    const main = screen.getByRole('main');
    const wrapper = screen.getByText('Contenu').parentElement;
    expect(wrapper).not.toBe(main);
    expect(wrapper?.parentElement).toBe(main);
  });

  it('given fullBleed should put the content directly in main', () => {
    render(
      <Layout header={null} fullBleed>
        <p>Contenu</p>
      </Layout>,
    );
    expect(screen.getByText('Contenu').parentElement).toBe(screen.getByRole('main'));
  });
});

describe('Layout skip link', () => {
  it('given a click on the skip link should focus main without changing the address', async () => {
    const { getByRole } = render(
      <Layout header={null}>
        <p>x</p>
      </Layout>,
    );
    const before = window.location.href;
    getByRole('link', { name: 'Aller au contenu' }).click();
    expect(getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
