export {
  AbsentTerritory,
  type AbsentTerritoryProps,
  type Merger,
  type TerritoryInYear,
  TerritoryLineage,
  type TerritoryLineageProps,
} from './Lineage';
export { type LineageMessages, lineageMessages } from './Lineage.messages';
