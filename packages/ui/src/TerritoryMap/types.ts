import type { MouseEvent } from 'react';
import type { IndicatorFormatSpec } from '../format/indicator';
import type { StatisticReason } from '../territory/statistic';
import type { TerritoryHref, TerritoryRef } from '../territory/types';
import type { DepartementTopology, EpciTopology, FranceTopology, ZonesTopology } from './topology';

/** La valeur d’un territoire sur la carte (les champs de valeur de l’API). */
export interface MapValue {
  /** La valeur ; `null` quand il n’y en a pas (voir `status`). */
  value: number | null;
  /** `ok`, ou la raison de l’absence de valeur. */
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  /** Le motif précis de l’absence de valeur, quand il est connu. */
  reason?: StatisticReason;
}

/** Ce dont la carte a besoin de l’indicateur qu’elle montre (une partie de l’entrée du catalogue). */
export interface MapIndicator extends IndicatorFormatSpec {
  /** Identifiant de l’indicateur dans le catalogue. */
  id: string;
  /** Libellé français, par exemple « Population (recensement 2018) ». */
  label: string;
  /** Année de référence affichée dans la légende, par exemple « RP 2018 ». */
  referenceYear: string;
  /**
   * Comment le dessiner : `count` (effectifs additifs : cercles proportionnels, jamais une
   * choroplèthe d’effectifs bruts), `change` (évolutions signées : palette divergente autour de 0),
   * `level` (taux, parts, densités, médianes : palette séquentielle).
   */
  kind: 'count' | 'change' | 'level';
}

/** Les communes d’un ou plusieurs départements (pour une commune, un EPCI ou un département). */
export interface CommunesLayer {
  /** Le type de couche : `communes`. */
  kind: 'communes';
  /** Un fichier par département dessiné (plusieurs pour un EPCI à cheval sur des départements). */
  topologies: DepartementTopology[];
  /** Millésime des valeurs : avant 2025, les communes fusionnées depuis sont dessinées en groupes. */
  year: number;
  /**
   * Communes mises en avant (les membres d’un EPCI, avec les codes du millésime) ; les autres sont
   * dessinées grisées, sans valeurs. Absent : toutes les communes sont mises en avant.
   */
  focus?: readonly string[];
  /** EPCI (code) dont le contour est dessiné par-dessus les communes (l’EPCI de la commune sélectionnée). */
  outlineEpci?: string;
  /**
   * Dessine le contour des communes de `focus`, fusionnées (une zone d’étude, le territoire d’un
   * utilisateur).
   * @default false
   */
  outlineFocus?: boolean;
  /** Dessine toutes les limites d’EPCI du millésime par-dessus les communes (l’option du département). */
  epciBorders?: boolean;
  /**
   * Dessine Paris, Lyon et Marseille sous forme de leurs arrondissements municipaux, au lieu de la
   * ville entière (jamais les deux), avec le contour de la ville. @default false
   */
  arrondissements?: boolean;
}

/** Départements ou régions de `france.json` (vue nationale, ou les départements d’une région). */
export interface AreasLayer {
  /** Le type de couche : `departements` ou `regions`. */
  kind: 'departements' | 'regions';
  /** La topologie de `france.json`. */
  topology: FranceTopology;
  /** Codes dessinés (par exemple les départements d’une région) ; absent : tous, avec les encarts d’outre-mer. */
  only?: readonly string[];
  /** Contours des EPCI par-dessus les zones (l’option d’une région), pour les codes de `only` s’il est fourni. */
  epci?: EpciTopology;
}

/** Toutes les zones d’étude d’un zonage dans un millésime (vue nationale, avec les encarts d’outre-mer). */
export interface ZonesLayer {
  /** Le type de couche : `zones`. */
  kind: 'zones';
  /** `zones-<level>-<year>.json` : le zonage et le millésime sont dans son `meta`. */
  topology: ZonesTopology;
  /**
   * Les départements de France, dessinés grisés sous les zones : là où un zonage laisse des
   * communes de côté (aires d’attraction des villes, unités urbaines), la carte montre quand même la France.
   */
  base?: FranceTopology;
}

/**
 * EPCI colorés selon leurs valeurs (`epci-<year>.json`, chacun fusionné à partir de ses communes
 * membres du millésime) : tous les EPCI de France avec les encarts d’outre-mer, ou ceux d’un
 * département ou d’une région.
 */
export interface EpciLayer {
  /** Le type de couche : `epci`. */
  kind: 'epci';
  /** La topologie de `epci-<year>.json`. */
  topology: EpciTopology;
  /**
   * Codes dessinés, chacun en entier (les EPCI ayant des communes dans un département ou une
   * région, y compris ceux à cheval sur sa limite) ; absent : tous les EPCI, avec les encarts d’outre-mer.
   */
  only?: readonly string[];
}

export type MapLayer = CommunesLayer | AreasLayer | ZonesLayer | EpciLayer;

export interface TerritoryMapProps {
  /** Titre de la carte : son nom accessible, et le titre des exports. */
  title: string;
  /** Ce que la carte dessine : communes, départements ou régions, zones d’étude ou EPCI. */
  layer: MapLayer;
  /** L’indicateur montré : son libellé, son format et sa façon d’être dessiné. */
  indicator: MapIndicator;
  /** Valeurs par code de territoire du niveau dessiné, dans le millésime affiché (absente : indisponible). */
  values: Readonly<Record<string, MapValue>>;
  /** Code du territoire à mettre en évidence (la carte zoome dessus quand il est petit). */
  selected?: string | null;
  /** Destination de chaque zone (les zones sont des liens). */
  hrefFor?: TerritoryHref;
  /** Appelée au clic ou sur Entrée ; avec `hrefFor`, `event.preventDefault()` prend la main (routage côté client). */
  onSelect?: (territory: TerritoryRef, event?: MouseEvent<Element>) => void;
  /**
   * Mode sélection (avec `onPick`, sans `hrefFor`) : les codes de la sélection en cours de
   * constitution (le territoire d’un utilisateur). Chaque zone est un bouton bascule (`aria-pressed`)
   * dessiné dans la sélection ou hors d’elle (un remplissage foncé hachuré ou un remplissage clair
   * uni, avec leur légende) au lieu de selon sa valeur ; les valeurs, si elles sont fournies,
   * restent dans les noms et les infobulles des zones. Absent : la carte colore les valeurs.
   */
  picked?: ReadonlySet<string>;
  /**
   * Appelée en mode sélection sur un clic, Entrée ou Espace : les territoires que la zone dessine
   * (plusieurs pour des communes fusionnées depuis le millésime, basculées ensemble) et s’ils
   * rejoignent (`true`) ou quittent la sélection. La carte garde le focus sur la zone : l’appelant
   * met seulement `picked` à jour.
   */
  onPick?: (territories: TerritoryRef[], add: boolean) => void;
  /** Ligne de crédit (source et licence), affichée sous la carte et dans les exports. */
  credit: string;
  /** Nom de base des fichiers exportés (sans extension). */
  fileName: string;
  /** État de chargement (le cadre garde sa taille : pas de décalage de mise en page). @default false */
  loading?: boolean;
  /** État d’erreur, avec « Réessayer » si `onRetry` est fourni. @default false */
  error?: boolean;
  /** Appelée par le bouton « Réessayer » de l’état d’erreur (pas de bouton sans elle). */
  onRetry?: () => void;
}
