import { AccessibilityStatement } from './about/AccessibilityStatement';
import { CensusMethod } from './about/CensusMethod';
import { ComparablesMethod } from './about/ComparablesMethod';
import { DataSources } from './about/DataSources';
import { IndicatorRules } from './about/IndicatorRules';
import { LegalNotices } from './about/LegalNotices';
import styles from './page.module.css';

/**
 * À propos: the project, data sources and licences, the statistical indicators' sources and rules,
 * census years and constant-perimeter changes, how comparable territories are found,
 * accessibility statement, legal notices.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <title>À propos – EPIC</title>
      <h1>À propos d’EPIC</h1>
      <p className={styles.lead}>
        EPIC est une application publique pour explorer et comparer les données territoriales
        françaises&nbsp;: communes, établissements publics de coopération intercommunale (EPCI),
        départements et régions. Le projet est financé par le Gouvernement dans le cadre de France
        2030.
      </p>
      <DataSources />
      <IndicatorRules />
      <CensusMethod />
      <ComparablesMethod />
      <AccessibilityStatement />
      <LegalNotices />
    </div>
  );
}
