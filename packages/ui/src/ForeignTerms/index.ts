export type { ForeignTermsProps } from './ForeignTerms';
export { englishTerms, ForeignTerms, splitForeignTerms } from './ForeignTerms';
