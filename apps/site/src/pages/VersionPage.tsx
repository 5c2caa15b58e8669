import { useQuery } from '@tanstack/react-query';
import { build } from '../config';
import { versionQuery } from '../data/queries';
import styles from './page.module.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** Version: what is deployed, readable without sign-in. */
export function Component() {
  const version = useQuery(versionQuery());
  const apiFacts = version.isPending
    ? 'chargement…'
    : version.isError
      ? 'injoignable pour le moment'
      : undefined;
  return (
    <div className={styles.page}>
      <title>Version – EPIC</title>
      <h1>Version</h1>
      <dl className={styles.facts}>
        <dt>Site</dt>
        <dd>{build.siteVersion}</dd>
        <dt lang="en">Commit</dt>
        <dd>
          <code>{build.commit}</code>
        </dd>
        <dt>Date de construction</dt>
        <dd>
          <time dateTime={build.builtAt}>{dateFormat.format(new Date(build.builtAt))}</time>
        </dd>
        <dt>
          <code>@epic/ui</code>
        </dt>
        <dd>{build.uiVersion}</dd>
        <dt>
          <code>@epic/auth</code>
        </dt>
        <dd>{build.authVersion}</dd>
        <dt>API</dt>
        <dd>{apiFacts ?? `${version.data?.api.name} ${version.data?.api.version}`}</dd>
        <dt>Millésimes de données</dt>
        <dd>
          {apiFacts ?? (
            // One vintage per line: the package name is a long word (reflow at 320 px).
            <ul className={styles.plainList}>
              {version.data?.sources.map((s) => (
                <li key={s.year}>
                  {s.year}&nbsp;: <code>{s.source.name}</code> {s.source.version}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}
