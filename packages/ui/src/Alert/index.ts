export type { AlertProps, AlertType } from './Alert';
export { Alert } from './Alert';
export type { AlertMessages } from './Alert.messages';
export { alertMessages } from './Alert.messages';
