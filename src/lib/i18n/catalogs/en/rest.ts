/** Every English section but the shell's and Home's: one download for any other page. */
export { pages } from './pages';
export { providers } from './providers';
export { auth } from './auth';
export { profile } from './profile';
export { reviews } from './reviews';
export { chat } from './chat';
export { notifications } from './notifications';
export { site } from './site';
export { dashboard } from './dashboard';
export { validation } from './validation';
export { safety } from './safety';
export { jobs } from './jobs';
export { admin } from './admin';
export { legal } from './legal';
export { verification } from './verification';
