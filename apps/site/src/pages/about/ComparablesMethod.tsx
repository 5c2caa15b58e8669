/*
 * Static text on purpose (À propos is public and small). The method is that of
 * apps/api/src/indicators/similarity.ts, comparables.ts and comparables-read.ts: the indicators
 * below must match `DIMENSIONS` there, and MIN_COMMON (3) and NEIGHBOURS (10).
 */

/** A quotation in French guillemets, with narrow no-break spaces inside. */
const q = (text: string) => `«\u202f${text}\u202f»`;

/** The anchor the Explorer's panel links to. */
export const COMPARABLES_METHOD_ID = 'territoires-comparables';

/** À propos: how the Explorer's comparable territories are found. */
export function ComparablesMethod() {
  return (
    <>
      <h2 id={COMPARABLES_METHOD_ID}>Territoires comparables</h2>
      <p>
        Sur la page d’un territoire (Explorer), EPIC propose les 10 territoires qui lui ressemblent
        le plus, du même niveau (une commune avec des communes, une intercommunalité avec des
        intercommunalités…) et du même millésime de la géographie. La ressemblance est une distance
        calculée sur cinq indicateurs&nbsp;:
      </p>
      <ul>
        <li>
          la <strong>population légale</strong> du millésime&#8239;;
        </li>
        <li>
          la <strong>densité de population</strong> (recensement 2018)&#8239;;
        </li>
        <li>
          la <strong>médiane du niveau de vie</strong> (Filosofi 2021, publiée pour les communes
          seulement)&#8239;;
        </li>
        <li>
          le <strong>taux de chômage des 15–64&nbsp;ans</strong> (recensement 2018)&#8239;;
        </li>
        <li>
          la <strong>part des résidences secondaires</strong> (recensement 2018).
        </li>
      </ul>

      <h3>Calcul de la distance</h3>
      <ol>
        <li>
          <strong>Logarithmes.</strong> La population et la densité vont de quelques dizaines à
          plusieurs millions&nbsp;: elles sont prises en logarithme, pour qu’un rapport compte
          autant en bas qu’en haut de l’échelle (1&#8239;000 et 2&#8239;000 habitants sont aussi
          éloignés que 100&#8239;000 et 200&#8239;000).
        </li>
        <li>
          <strong>Standardisation.</strong> Chaque indicateur est ramené à une même échelle&nbsp;:
          on lui retranche sa moyenne et on le divise par son écart type, calculés sur tous les
          territoires du niveau et du millésime qui ont une valeur. Un écart de 1 vaut donc un écart
          type, quel que soit l’indicateur, et aucun ne pèse plus qu’un autre par son unité.
        </li>
        <li>
          <strong>Distance.</strong> La distance entre deux territoires est la distance euclidienne
          entre leurs valeurs standardisées&nbsp;: la racine de la somme des carrés des écarts.
        </li>
        <li>
          <strong>Valeurs manquantes.</strong> Une valeur absente (secret statistique, non
          disponible, ou médiane sans objet au-dessus de la commune) n’est pas remplacée&nbsp;:
          l’indicateur est laissé de côté pour cette paire, et la somme est rapportée au nombre
          d’indicateurs du niveau (multipliée par le nombre d’indicateurs du niveau, divisée par le
          nombre d’indicateurs en commun), pour que deux territoires ne paraissent pas plus proches
          parce qu’on les compare sur moins d’indicateurs. Deux territoires qui ont moins de trois
          indicateurs en commun ne sont pas comparés. Un indicateur sans aucune valeur à un niveau
          (la médiane du niveau de vie pour les départements, par exemple) ne compte pas pour ce
          niveau.
        </li>
      </ol>

      <h3>France, région ou département</h3>
      <p>
        Par défaut, les territoires comparables sont cherchés dans toute la France. Les options{' '}
        {q('Même région')} et {q('Même département')} ne gardent que les territoires de la région ou
        du département du territoire, classés selon la même distance (la standardisation reste celle
        de la France entière). Une région n’a pas de région ni de département où chercher, un
        département pas de département&nbsp;: ces options ne leur sont pas proposées. Le choix est
        gardé dans l’adresse de la page ({q('comparables=region')}), qui peut être partagée.
      </p>

      <h3>Calcul à l’import</h3>
      <p>
        Les voisins de chaque territoire dans toute la France sont calculés une fois, à l’import de
        chaque millésime et pour chaque niveau, puis enregistrés&nbsp;: une page ne fait que les
        relire. La recherche utilise un arbre k-d (un arbre de partition de l’espace des
        indicateurs, un par combinaison d’indicateurs renseignés)&#8239;; elle est exacte, une
        branche n’étant écartée que si elle ne peut contenir aucun territoire plus proche. Dans une
        région ou un département, qui comptent au plus quelques milliers de territoires, le
        classement est fait à la demande sur les mêmes valeurs standardisées.
      </p>

      <h3>Pourquoi ces raisons</h3>
      <p>
        Chaque territoire proposé est accompagné des indicateurs où les deux territoires sont le
        plus proches&nbsp;: les trois plus petits écarts standardisés, en écarts types, parmi leurs
        indicateurs en commun, avec les deux valeurs réelles (par exemple{' '}
        {q('Densité\u00a0: 412\u00a0hab./km² (Saint-Étienne\u00a0: 398\u00a0hab./km²)')}). Ils
        disent en quoi les deux se ressemblent le plus, sans cacher la distance d’ensemble, qui
        tient compte de tous les indicateurs en commun&nbsp;: deux territoires proches sur trois
        indicateurs peuvent différer sur les autres. Le classement est un point de départ pour une
        comparaison, pas un jugement&nbsp;: le lien {q('Comparer')} ouvre la page Comparer avec les
        deux territoires, indicateur par indicateur.
      </p>
    </>
  );
}
