import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Outlet } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";

/** The shared layout: top bar, page, footer (spec 000 §2 "Layout and navigation"). */
export function SiteLayout() {
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header menuOpen={menuOpen} toggleMenu={menu.toggle} closeMenu={menu.close} />
      <AppShell.Main id="main" style={{ display: "flex", flexDirection: "column", minHeight: "100dvh" }}>
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
