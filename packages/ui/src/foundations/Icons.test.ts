import { describe, expect, it } from 'vitest';
import { iconPaths } from './Icons';

describe('iconPaths', () => {
  it('given sources should find literal paths with their stroke, and path data in string maps', () => {
    const icons = iconPaths({
      '../Mail/Mail.tsx':
        '<svg viewBox="0 0 24 24"><path fill="none" stroke="currentColor" strokeWidth="2" d="M3 6h18v12H3zm0 0 9 7 9-7" /></svg>',
      '../Alert/Alert.tsx':
        "const icons = { info: 'M12 2a10 10 0 1 1 0 20Z', label: 'Masquer le message' };",
      '../Chart/Chart.tsx': '<path d={line(points)} /> <p className="Mention">x</p>',
    });
    expect(icons).toEqual([
      { file: 'Alert/Alert.tsx', d: 'M12 2a10 10 0 1 1 0 20Z', stroked: false },
      { file: 'Mail/Mail.tsx', d: 'M3 6h18v12H3zm0 0 9 7 9-7', stroked: true, strokeWidth: '2' },
    ]);
  });
});
