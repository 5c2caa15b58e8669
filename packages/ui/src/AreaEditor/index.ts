export type {
  AreaCommuneSearch,
  AreaEditorError,
  AreaEditorProps,
  AreaEditorValue,
  AreaMapPicker,
} from './AreaEditor';
export { AreaEditor } from './AreaEditor';
export type { AreaEditorMessages } from './AreaEditor.messages';
export { areaEditorMessages } from './AreaEditor.messages';
export type { ImportedCodes } from './codes';
export { COMMUNE_CODE, parseCodes, parseCodesFile } from './codes';
