export type { AreaListItem, AreaListProps } from './AreaList';
export { AreaList } from './AreaList';
export type { AreaListMessages } from './AreaList.messages';
export { areaListMessages } from './AreaList.messages';
export type { AreaExport } from './exportArea';
export { areaExportFilename, downloadArea } from './exportArea';
