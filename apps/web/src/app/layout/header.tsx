import { AppShell, Burger, Button, Group } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { useSession, useSignOut } from "../../features/auth/session";
import { usePrerendering } from "../prerendering";
import classes from "./header.module.css";
import { Logo } from "./logo";
import { MAIN_LINKS } from "./nav-links";

// Menu, Drawer and their popover and focus machinery are a large part of Mantine: they load only when needed.
const UserMenu = lazy(() => import("./user-menu"));
const MobileNav = lazy(() => import("./mobile-nav"));

interface HeaderProps {
  menuOpen: boolean;
  toggleMenu(): void;
  closeMenu(): void;
}

export function Header({ menuOpen, toggleMenu, closeMenu }: HeaderProps) {
  const { user, isAdmin } = useSession();
  const prerendering = usePrerendering();
  const signOutAndLeave = useSignOut();
  // The drawer mounts on first open and stays, so it can animate closed.
  const [navMounted, setNavMounted] = useState(false);
  if (menuOpen && !navMounted) setNavMounted(true);
  const signOut = () => {
    closeMenu();
    signOutAndLeave();
  };

  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Logo caption={isAdmin ? "Admin" : undefined} />

        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={classes.link}>
              {l.label}
            </NavLink>
          ))}
          {isAdmin && (
            <NavLink to="/admin" className={classes.link}>
              Admin
            </NavLink>
          )}
        </Group>

        <Group visibleFrom="md" gap="sm" style={prerendering ? { visibility: "hidden" } : undefined}>
          {user ? (
            <Suspense>
              <UserMenu user={user} signOut={signOut} />
            </Suspense>
          ) : (
            <Button component={Link} to="/login" variant="filled">
              Sign in
            </Button>
          )}
        </Group>

        <Burger
          opened={menuOpen}
          onClick={toggleMenu}
          hiddenFrom="md"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
        />
      </Group>

      {navMounted && (
        <Suspense>
          <MobileNav opened={menuOpen} close={closeMenu} user={user} isAdmin={isAdmin} signOut={signOut} />
        </Suspense>
      )}
    </AppShell.Header>
  );
}
