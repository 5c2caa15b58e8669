import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeChange, useRouteChangeFocusAndScroll } from './routeChange';

describe('routeChange', () => {
  const at = (pathname: string, hash = '') => ({ pathname, hash });

  it('given the first load without a hash should leave focus and scroll alone', () => {
    expect(routeChange(undefined, at('/a-propos/'), 'POP', false)).toEqual({
      focus: 'none',
      scroll: 'none',
    });
  });

  it('given the first load with a hash should scroll to its target without moving focus', () => {
    expect(routeChange(undefined, at('/a-propos/', '#donnees'), 'POP', false)).toEqual({
      focus: 'none',
      scroll: 'target',
    });
  });

  it('given another route should focus main and scroll to the top', () => {
    expect(routeChange(at('/'), at('/version/'), 'PUSH', false)).toEqual({
      focus: 'main',
      scroll: 'top',
    });
  });

  it('given another route with a hash should focus and scroll to the target', () => {
    expect(routeChange(at('/'), at('/a-propos/', '#accessibilite'), 'PUSH', true)).toEqual({
      focus: 'target',
      scroll: 'target',
    });
  });

  it('given a followed link on the same route should open it as a new page', () => {
    expect(routeChange(at('/explorer/'), at('/explorer/'), 'PUSH', true)).toEqual({
      focus: 'main',
      scroll: 'top',
    });
  });

  it('given a control rewriting the query should keep focus and position', () => {
    expect(routeChange(at('/explorer/'), at('/explorer/'), 'PUSH', false)).toEqual({
      focus: 'none',
      scroll: 'none',
    });
    expect(routeChange(at('/comparer'), at('/comparer'), 'REPLACE', false)).toEqual({
      focus: 'none',
      scroll: 'none',
    });
  });

  it('given a new hash on the same route should go to its target', () => {
    expect(
      routeChange(
        at('/a-propos/', '#donnees'),
        at('/a-propos/', '#mentions-legales'),
        'PUSH',
        false,
      ),
    ).toEqual({ focus: 'target', scroll: 'target' });
  });

  it('given history back to another route should focus main and let the browser restore', () => {
    expect(routeChange(at('/version/'), at('/a-propos/'), 'POP', false)).toEqual({
      focus: 'main',
      scroll: 'none',
    });
    expect(routeChange(at('/explorer/'), at('/explorer/'), 'POP', false)).toEqual({
      focus: 'none',
      scroll: 'none',
    });
  });
});

function Frame() {
  useRouteChangeFocusAndScroll('contenu');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <nav>
        <Link to="/a-propos/#mentions-legales">Mentions légales</Link>
        <Link to="/explorer/?id=2">Territoire 2</Link>
        <button type="button" onClick={() => navigate('/explorer/?id=3')}>
          Choisir le territoire 3
        </button>
      </nav>
      <main id="contenu" tabIndex={-1}>
        <p data-testid="address">{`${location.pathname}${location.search}`}</p>
        <Routes>
          <Route
            path="/a-propos/"
            element={
              <>
                <h1>À propos</h1>
                <h2 id="mentions-legales">Mentions légales</h2>
              </>
            }
          />
          <Route path="*" element={<h1>Explorer</h1>} />
        </Routes>
      </main>
    </>
  );
}

describe('useRouteChangeFocusAndScroll', () => {
  const scrollIntoView = vi.fn();
  const scrollTo = vi.fn();

  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    scrollIntoView.mockReset();
    scrollTo.mockReset();
  });

  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Frame />
      </MemoryRouter>,
    );

  it('given a link to a section of another route should focus and scroll to the section', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Mentions légales' }));
    const section = screen.getByRole('heading', { level: 2, name: 'Mentions légales' });
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('given a link to another territory on the same route should focus main at the top', async () => {
    renderAt('/explorer/?id=1');
    await userEvent.click(screen.getByRole('link', { name: 'Territoire 2' }));
    expect(screen.getByTestId('address').textContent).toBe('/explorer/?id=2');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('given a control that rewrites the address should keep focus on the control', async () => {
    renderAt('/explorer/?id=1');
    const control = screen.getByRole('button', { name: 'Choisir le territoire 3' });
    await userEvent.click(control);
    expect(screen.getByTestId('address').textContent).toBe('/explorer/?id=3');
    expect(document.activeElement).toBe(control);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('given a first load with a hash should scroll to the section once it is rendered', async () => {
    await act(async () => {
      renderAt('/a-propos/#mentions-legales');
    });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
  });
});
