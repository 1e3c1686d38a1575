import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/spinner';
import { paths } from '../config/paths';
import { withEnglish } from '../lib/i18n';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk: each route module exports `Component` (and may export `ErrorBoundary`),
 * and arrives with the part of the English catalog it shows.
 */
const pages: RouteObject[] = [
  { index: true, lazy: withEnglish('landing', () => import('./routes/home')) },
  { path: paths.signIn, lazy: withEnglish('rest', () => import('./routes/signin')) },
  { path: paths.signUp, lazy: withEnglish('rest', () => import('./routes/signup')) },
  { path: paths.register, lazy: withEnglish('rest', () => import('./routes/register')) },
  { path: paths.emailConfirmed, lazy: withEnglish('rest', () => import('./routes/email-confirmed')) },
  { path: paths.resetPassword, lazy: withEnglish('rest', () => import('./routes/reset-password')) },
  { path: paths.serviceProviders, lazy: withEnglish('rest', () => import('./routes/service-providers')) },
  { path: paths.nearbyProviders, lazy: withEnglish('rest', () => import('./routes/nearby-providers')) },
  { path: paths.messages, lazy: withEnglish('rest', () => import('./routes/messages')) },
  { path: paths.chat, lazy: withEnglish('rest', () => import('./routes/chat')) },
  { path: `${paths.chat}/:conversationId`, lazy: withEnglish('rest', () => import('./routes/chat')) },
  { path: paths.requests, lazy: withEnglish('rest', () => import('./routes/requests')) },
  { path: paths.dashboard, lazy: withEnglish('rest', () => import('./routes/dashboard')) },
  { path: paths.contact, lazy: withEnglish('rest', () => import('./routes/contact')) },
  { path: paths.meetOurTeam, lazy: withEnglish('rest', () => import('./routes/meet-our-team')) },
  { path: paths.yourProfile, lazy: withEnglish('rest', () => import('./routes/your-profile')) },
  { path: paths.yourProfileEdit, lazy: withEnglish('rest', () => import('./routes/your-profile-edit')) },
  { path: paths.yourProfilePreferences, lazy: withEnglish('rest', () => import('./routes/your-profile-preferences')) },
  { path: paths.userProfile, lazy: withEnglish('rest', () => import('./routes/user-profile')) },
  { path: paths.spProfile, lazy: withEnglish('rest', () => import('./routes/sp-profile')) },
  { path: paths.spProfileEdit, lazy: withEnglish('rest', () => import('./routes/sp-profile-edit')) },
  { path: paths.electricians, lazy: withEnglish('rest', () => import('./routes/electricians')) },
  { path: paths.plumbers, lazy: withEnglish('rest', () => import('./routes/plumbers')) },
  { path: '*', lazy: withEnglish('rest', () => import('./routes/not-found')) },
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
        // Visitor/customer or provider layout, chosen by the signed-in person's job.
        lazy: withEnglish('layout', () => import('./layouts/role-layout')),
        children: [{ ErrorBoundary: RouteError, children: pages }],
      },
    ],
  },
];
