import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('given no props should render a div at content width', () => {
    render(<Container data-testid="c">Texte</Container>);
    const container = screen.getByTestId('c');
    expect(container.tagName).toBe('DIV');
    expect(container).toHaveAttribute('data-width', 'content');
  });

  it('given as main and narrow should render the main landmark at reading width', () => {
    render(
      <Container as="main" width="narrow" id="contenu">
        Texte
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-width', 'narrow');
    expect(main).toHaveAttribute('id', 'contenu');
  });
});
