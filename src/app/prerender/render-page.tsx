import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { i18nReady, loadAllMessages } from '../../lib/i18n';
import { AppProvider } from '../provider';
import { routes } from '../router';

/**
 * Build-time entry (scripts/vite/prerender.ts): the HTML of `pathname` as a visitor first sees it,
 * signed out, in English, with the default theme and an empty API cache — the same tree main.tsx hydrates.
 */
export async function renderPage(pathname: string): Promise<string> {
  // Every text in English before rendering: nothing may suspend on a part of the catalog.
  await Promise.all([i18nReady, loadAllMessages()]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered with a redirect (${String(context.status)})`);
  const errors: unknown[] = Object.values(context.errors ?? {});
  const [error] = errors;
  if (error !== undefined) throw new Error(`${pathname} failed to render`, { cause: error });
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
