export type { KeyFiguresData, KeyFiguresProps, Rank } from './KeyFigures';
export { KeyFigures, ordinal } from './KeyFigures';
export type { KeyFiguresMessages } from './KeyFigures.messages';
export { keyFiguresMessages } from './KeyFigures.messages';
