import type { admin } from './en/admin.js';
import type { app } from './en/app.js';
import type { auth } from './en/auth.js';
import type { chat } from './en/chat.js';
import type { common } from './en/common.js';
import type { dashboard } from './en/dashboard.js';
import type { jobs } from './en/jobs.js';
import type { landing } from './en/landing.js';
import type { legal } from './en/legal.js';
import type { layout } from './en/layout.js';
import type { notifications } from './en/notifications.js';
import type { pages } from './en/pages.js';
import type { profile } from './en/profile.js';
import type { providers } from './en/providers.js';
import type { reviews } from './en/reviews.js';
import type { safety } from './en/safety.js';
import type { site } from './en/site.js';
import type { validation } from './en/validation.js';
import type { verification } from './en/verification.js';

/**
 * The shape of the English messages, the source every other catalog translates
 * (catalogs/<locale>/<namespace>.ts, each typed `Catalog['<namespace>']`). Every language ships in
 * parts so a page downloads only the text it shows: `common` and `app` before the first render
 * (first-load.ts), `layout` with the header and footer, `landing` with Home, and the rest (rest.ts)
 * with every other page (`withMessages` in i18n.ts).
 */
export type English = {
  common: typeof common;
  app: typeof app;
  layout: typeof layout;
  pages: typeof pages;
  providers: typeof providers;
  jobs: typeof jobs;
  auth: typeof auth;
  profile: typeof profile;
  landing: typeof landing;
  reviews: typeof reviews;
  chat: typeof chat;
  notifications: typeof notifications;
  site: typeof site;
  dashboard: typeof dashboard;
  validation: typeof validation;
  safety: typeof safety;
  admin: typeof admin;
  legal: typeof legal;
  verification: typeof verification;
};
