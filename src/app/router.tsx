import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/spinner';
import { paths } from '../config/paths';
import { withMessages } from '../lib/i18n';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk: each route module exports `Component` (and may export `ErrorBoundary`),
 * and arrives with the part of the catalog it shows, in the reader's language.
 */
const pages: RouteObject[] = [
  { index: true, lazy: withMessages('landing', () => import('./routes/home')) },
  { path: paths.signIn, lazy: withMessages('rest', () => import('./routes/signin')) },
  { path: paths.signUp, lazy: withMessages('rest', () => import('./routes/signup')) },
  { path: paths.register, lazy: withMessages('rest', () => import('./routes/register')) },
  { path: paths.emailConfirmed, lazy: withMessages('rest', () => import('./routes/email-confirmed')) },
  { path: paths.resetPassword, lazy: withMessages('rest', () => import('./routes/reset-password')) },
  { path: paths.serviceProviders, lazy: withMessages('rest', () => import('./routes/service-providers')) },
  { path: paths.nearbyProviders, lazy: withMessages('rest', () => import('./routes/nearby-providers')) },
  { path: paths.messages, lazy: withMessages('rest', () => import('./routes/messages')) },
  { path: paths.chat, lazy: withMessages('rest', () => import('./routes/chat')) },
  { path: `${paths.chat}/:conversationId`, lazy: withMessages('rest', () => import('./routes/chat')) },
  { path: paths.requests, lazy: withMessages('rest', () => import('./routes/requests')) },
  { path: paths.dashboard, lazy: withMessages('rest', () => import('./routes/dashboard')) },
  { path: paths.contact, lazy: withMessages('rest', () => import('./routes/contact')) },
  { path: paths.privacyPolicy, lazy: withMessages('rest', () => import('./routes/privacy-policy')) },
  { path: paths.termsAndConditions, lazy: withMessages('rest', () => import('./routes/terms-and-conditions')) },
  { path: paths.reportProblem, lazy: withMessages('rest', () => import('./routes/report-a-problem')) },
  { path: paths.meetOurTeam, lazy: withMessages('rest', () => import('./routes/meet-our-team')) },
  { path: paths.yourProfile, lazy: withMessages('rest', () => import('./routes/your-profile')) },
  { path: paths.yourProfileEdit, lazy: withMessages('rest', () => import('./routes/your-profile-edit')) },
  { path: paths.yourProfilePreferences, lazy: withMessages('rest', () => import('./routes/your-profile-preferences')) },
  { path: paths.userProfile, lazy: withMessages('rest', () => import('./routes/user-profile')) },
  { path: paths.spProfile, lazy: withMessages('rest', () => import('./routes/sp-profile')) },
  { path: paths.spProfileEdit, lazy: withMessages('rest', () => import('./routes/sp-profile-edit')) },
  { path: paths.spVerification, lazy: withMessages('rest', () => import('./routes/sp-verification')) },
  { path: paths.electricians, lazy: withMessages('rest', () => import('./routes/electricians')) },
  { path: paths.plumbers, lazy: withMessages('rest', () => import('./routes/plumbers')) },
  { path: paths.admin, lazy: withMessages('rest', () => import('./routes/admin')) },
  { path: '*', lazy: withMessages('rest', () => import('./routes/not-found')) },
];

/** The route tree, shared by the browser router (main.tsx) and the build-time prerender (prerender/render-page.tsx). */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        // Visitor/customer or provider layout, chosen by the signed-in person's job (its text is in the catalog's shell).
        lazy: () => import('./layouts/role-layout'),
        children: [{ ErrorBoundary: RouteError, children: pages }],
      },
    ],
  },
];
