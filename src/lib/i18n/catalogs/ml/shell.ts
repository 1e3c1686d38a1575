/**
 * The Malayalam messages of the app's shell, which every page shows: common words, the app's own
 * screens, the header and the footer. They load before the first render.
 */
export { common } from './common';
export { app } from './app';
export { layout } from './layout';
