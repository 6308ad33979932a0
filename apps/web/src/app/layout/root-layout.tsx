import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { track } from "../../features/events/track";

/** Wraps every route: one page_view per navigation, scroll restored like a normal site. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ name: "page_view", page: pathname });
  }, [pathname]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
