import type { TerritoryType } from '@epic/ui';
import type { TerritoryParams } from './params';

/** Whether a territory of this level offers « Créer un territoire à partir de ses communes ». */
export const startsAreas = (type: TerritoryType) => type !== 'commune' && type !== 'arrondissement';

/** The form of a new area pre-filled with a territory's communes: `?area=new&from=type:code&year=`. */
export const areaFromHref = ({ type, id, year }: TerritoryParams): string =>
  `/explorer/?area=new&from=${type}:${id}${year === undefined ? '' : `&year=${year}`}`;
