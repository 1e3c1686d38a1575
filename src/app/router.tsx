import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/spinner';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk: each route module exports `Component` (and may export `ErrorBoundary`). */
const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: paths.signIn, lazy: () => import('./routes/signin') },
  { path: paths.signUp, lazy: () => import('./routes/signup') },
  { path: paths.register, lazy: () => import('./routes/register') },
  { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
  { path: paths.serviceProviders, lazy: () => import('./routes/service-providers') },
  { path: paths.nearbyProviders, lazy: () => import('./routes/nearby-providers') },
  { path: paths.messages, lazy: () => import('./routes/messages') },
  { path: paths.chat, lazy: () => import('./routes/chat') },
  { path: paths.requests, lazy: () => import('./routes/requests') },
  { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
  { path: paths.contact, lazy: () => import('./routes/contact') },
  { path: paths.meetOurTeam, lazy: () => import('./routes/meet-our-team') },
  { path: paths.yourProfile, lazy: () => import('./routes/your-profile') },
  { path: paths.yourProfileEdit, lazy: () => import('./routes/your-profile-edit') },
  { path: paths.yourProfilePreferences, lazy: () => import('./routes/your-profile-preferences') },
  { path: paths.userProfile, lazy: () => import('./routes/user-profile') },
  { path: paths.spProfile, lazy: () => import('./routes/sp-profile') },
  { path: paths.spProfileEdit, lazy: () => import('./routes/sp-profile-edit') },
  { path: paths.electricians, lazy: () => import('./routes/electricians') },
  { path: paths.plumbers, lazy: () => import('./routes/plumbers') },
  { path: '*', lazy: () => import('./routes/not-found') },
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
        lazy: () => import('./layouts/role-layout'),
        children: [{ ErrorBoundary: RouteError, children: pages }],
      },
    ],
  },
];
