import { createContext, useContext } from "react";

/**
 * True while a page is rendered at build time (prerender.tsx). Who is signed in is not known then: what depends on
 * it keeps its place on the page but is not shown, so a signed-in visitor never sees a "Sign in" button flash.
 */
export const Prerendering = createContext(false);
export const usePrerendering = () => useContext(Prerendering);
