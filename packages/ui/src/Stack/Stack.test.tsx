import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('given no props should render a div column with gap 4', () => {
    render(<Stack data-testid="stack">a</Stack>);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-direction', 'column');
    expect(stack).toHaveAttribute('data-gap', '4');
  });

  it('given as ul should keep list semantics and pass other props through', () => {
    render(
      <Stack as="ul" gap={2} direction="row" aria-label="Communes" className="extra">
        <li>Lyon</li>
        <li>Vienne</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Communes' });
    expect(list).toHaveAttribute('data-gap', '2');
    expect(list).toHaveAttribute('data-direction', 'row');
    expect(list.className).toContain('extra');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
