import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../app/not-found.tsx';
import type { RouterContext } from '../app/router.tsx';
import { RouteFocus } from '../app/route-focus.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteFocus />
    </>
  );
}
