export {
  type ComparableItem,
  ComparableList,
  type ComparableListProps,
  type ComparableReason,
  type ComparableScopeOption,
} from './ComparableList';
export { type ComparableListMessages, comparableListMessages } from './ComparableList.messages';
