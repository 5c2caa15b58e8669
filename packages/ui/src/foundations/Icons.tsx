import styles from './Foundations.module.css';

// The icons are inline SVG paths in the components (24 × 24, currentColor, aria-hidden); this page
// collects the path data of the package sources so it cannot miss one. Drawings built from data
// (chart lines, map shapes) have no literal path and are not icons.
const sources = import.meta.glob(
  ['../**/*.tsx', '!../**/*.stories.tsx', '!../**/*.test.tsx', '!./**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

const logos = import.meta.glob('../../assets/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** An icon path found in the sources, with the paint attributes it is drawn with. */
export type IconPath = { file: string; d: string; stroked: boolean; strokeWidth?: string };

const pathData = /^[Mm]\s?-?[\d.]+[\s,]+-?[\d.][\d.\s,a-zA-Z-]{6,}$/;

/**
 * Icon paths of component sources: every `<path>` with a literal `d` (keeping its stroke), then
 * every other string literal that is SVG path data (icons chosen from a map or by a condition).
 */
export function iconPaths(files: Record<string, string>): IconPath[] {
  const found: IconPath[] = [];
  const add = (icon: IconPath) => {
    if (!found.some((f) => f.d === icon.d)) found.push(icon);
  };
  for (const [path, text] of Object.entries(files)) {
    const file = path.replace(/^\.\.\//, '');
    for (const [tag] of text.matchAll(/<path\b[^>]*>/g)) {
      const attributes = Object.fromEntries(
        [...tag.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      );
      const d = attributes.d;
      if (!d || !pathData.test(d)) continue;
      const stroked = attributes.stroke !== undefined && attributes.fill === 'none';
      add({
        file,
        d,
        stroked,
        ...(attributes.strokeWidth ? { strokeWidth: attributes.strokeWidth } : {}),
      });
    }
    for (const match of text.matchAll(/(["'])([Mm][^"'\n]{8,})\1/g)) {
      const d = match[2];
      if (d && pathData.test(d)) add({ file, d, stroked: false });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** Every inline icon of the components, and the logo files of the package's assets/. */
export function IconGallery() {
  const icons = iconPaths(sources);
  return (
    <>
      <h2>Icônes des composants ({icons.length})</h2>
      <ul className={styles.grid} aria-label="Icônes">
        {icons.map(({ file, d, stroked, strokeWidth }) => (
          <li key={d} className={styles.card} data-icon={file}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {stroked ? (
                <path fill="none" stroke="currentColor" strokeWidth={strokeWidth ?? 2} d={d} />
              ) : (
                <path fill="currentColor" d={d} />
              )}
            </svg>
            <span className={styles.value}>{file}</span>
          </li>
        ))}
      </ul>
      <h2>Logos (assets/)</h2>
      <ul className={styles.grid} aria-label="Logos">
        {Object.entries(logos).map(([file, url]) => {
          const name = file.replace('../../assets/', '');
          return (
            <li key={file} className={styles.card}>
              <img className={styles.logo} src={url} alt="" />
              <span className={styles.value}>@epic/ui/assets/{name}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
