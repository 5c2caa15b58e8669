import { lazy } from 'react';

/**
 * « Mes territoires » (the start state's list, an area's screen and its form): one chunk of its
 * own, loaded only when one of them shows, so that the Explorer's route chunk stays as it was.
 */
export const Areas = lazy(() => import('./Areas'));
