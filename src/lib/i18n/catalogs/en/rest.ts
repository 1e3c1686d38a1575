import { auth } from './auth';
import { chat } from './chat';
import { dashboard } from './dashboard';
import { notifications } from './notifications';
import { pages } from './pages';
import { profile } from './profile';
import { providers } from './providers';
import { reviews } from './reviews';
import { site } from './site';
import { validation } from './validation';

/** Every English section but the first-load ones, the layout's and Home's: one download for any other page. */
export const rest = { pages, providers, auth, profile, reviews, chat, notifications, site, dashboard, validation };
