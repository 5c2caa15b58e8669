import { INDICATOR_SOURCES } from '@epic/api-contract';

/*
 * The sources are the catalogue's (`INDICATOR_SOURCES`, kept apart from the indicators so that this
 * chunk takes only them): À propos is public, while `GET /api/indicators` needs a session. The
 * rules are those of docs/data.md, "Statistical indicators".
 */

/** The geography a source's figures are in, as À propos says it. */
function geographyOf(source: (typeof INDICATOR_SOURCES)[number]): string {
  return 'geographyNote' in source
    ? source.geographyNote
    : `géographie au 1er janvier ${source.geographyYear}`;
}

/** A quotation in French guillemets, with narrow no-break spaces inside. */
const q = (text: string) => `«\u202f${text}\u202f»`;

/** À propos: where the statistical indicators come from and how they are computed. */
export function IndicatorRules() {
  return (
    <>
      <h2 id="indicateurs">Indicateurs statistiques</h2>
      <p>
        Au-delà de la population légale de chaque millésime, qui reste le chiffre {q('Population')}{' '}
        d’EPIC, les indicateurs (population et densité au recensement, ménages et logement, emploi,
        revenus, établissements) proviennent de fichiers publics de l’Insee, importés sans
        modification et publiés sous Licence Ouverte 2.0 (Etalab)&nbsp;:
      </p>
      <ul>
        {INDICATOR_SOURCES.map((source) => (
          <li key={source.id}>
            <strong>{source.dataset}</strong>, producteur&nbsp;: {source.producer},{' '}
            {geographyOf(source)}&#8239;; années de référence&nbsp;: {source.referenceYears}.
            Mention à reprendre&nbsp;: {q(source.attribution)}.
          </li>
        ))}
      </ul>
      <p>
        Chaque indicateur indique son année de référence ({q('recensement 2018')},{' '}
        {q('Filosofi 2021')}), pour ne jamais confondre une population de recensement avec la
        population légale du millésime affiché.
      </p>

      <h3>Intercommunalités, départements et régions</h3>
      <p>
        Leurs valeurs sont calculées à partir de leurs communes membres dans le millésime affiché,
        selon la règle propre à chaque indicateur&nbsp;:
      </p>
      <ul>
        <li>
          <strong>somme</strong> pour les effectifs (habitants, logements, emplois,
          établissements)&#8239;;
        </li>
        <li>
          <strong>ratio</strong> pour les taux et les parts&nbsp;: somme des numérateurs sur somme
          des dénominateurs (par exemple, la densité est la population totale divisée par la
          superficie totale), jamais une moyenne de ratios&#8239;;
        </li>
        <li>
          <strong>non agrégeable</strong> pour les médianes, les déciles et les taux publiés tels
          quels par l’Insee (niveau de vie médian, taux de pauvreté…)&nbsp;: jamais calculé à partir
          des communes. Là où l’Insee les publie au-dessus de la commune (médiane, déciles, indice
          de Gini et parts des revenus de 2019), les intercommunalités, départements, régions et la
          France métropolitaine reçoivent la valeur publiée, si le périmètre du fichier est le
          leur&#8239;; les autres sont publiés à la commune uniquement, affichés {q('sans objet')}{' '}
          au-dessus.
        </li>
      </ul>
      <p>
        Paris, Lyon et Marseille sont comptés une seule fois&nbsp;: les totaux additionnent les
        communes, jamais leurs arrondissements municipaux, qui ont leurs propres valeurs.
      </p>
      <p>
        Quand une commune membre n’a pas de valeur, l’agrégat l’indique, par exemple{' '}
        {q('calculé sur 52 communes sur 53')}.
      </p>

      <h3>Millésimes de la géographie</h3>
      <p>
        Chaque fichier est publié dans une géographie (2021 ou 2024 pour les communes), alors
        qu’EPIC affiche les millésimes 2019 à 2026. Pour chaque commune du millésime affiché&nbsp;:
      </p>
      <ul>
        <li>
          <strong>commune inchangée</strong> (même code, même périmètre)&nbsp;: elle reçoit la
          valeur de la source&#8239;;
        </li>
        <li>
          <strong>commune fusionnée</strong> (issue de communes de la source)&nbsp;: effectifs
          additionnés et ratios recalculés&#8239;; une médiane ou un taux publié est{' '}
          {q('non disponible (commune fusionnée)')}&#8239;;
        </li>
        <li>
          <strong>commune absente de la géographie de la source</strong> (fusionnée avant elle, ou
          rétablie depuis)&nbsp;: {q('non disponible')}, car une séparation ne peut pas être
          répartie&#8239;;
        </li>
        <li>
          <strong>code modifié</strong> (même territoire, nouveau code)&nbsp;: la valeur suit le
          changement de code&#8239;;
        </li>
        <li>
          <strong>périmètre modifié</strong> (une commune nouvelle qu’une commune rétablie a
          quittée)&nbsp;: {q('non disponible (périmètre modifié)')}, la valeur de la source portant
          sur l’ancien périmètre.
        </li>
      </ul>

      <h3>Valeurs manquantes</h3>
      <p>
        Le <strong>secret statistique</strong> (affiché {q('secret')}) protège les petites
        populations&nbsp;: l’Insee ne publie pas la valeur. Une valeur{' '}
        <strong>non disponible</strong> (affichée {q('n.d.')}, avec sa raison) n’est pas couverte
        par la source&nbsp;: Mayotte dans le recensement, Guadeloupe, Guyane et Mayotte dans
        Filosofi 2021, ou l’un des cas de millésime ci-dessus. Ces valeurs sont toujours classées en
        dernier dans les tris.
      </p>
      <p>
        Les exports CSV nomment, pour chaque colonne, son unité et son année de référence, ainsi que
        les sources et leurs licences.
      </p>
    </>
  );
}
