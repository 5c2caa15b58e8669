export type { DataFigureProps } from './DataFigure';
export { DataFigure, DataFigureNote } from './DataFigure';
