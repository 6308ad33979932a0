import { Box, Container, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./sidebar-layout.module.css";

interface SidebarLayoutProps {
  /** Shown beside the content from the md breakpoint up; smaller screens reach it another way. */
  sidebar: ReactNode;
  /** The aside's accessible name. */
  label: string;
  width: number;
  children: ReactNode;
}

/** The analyzer's and the dashboard's frame: a sticky sidebar and the page content beside it. */
export function SidebarLayout({ sidebar, label, width, children }: SidebarLayoutProps) {
  return (
    <div className={classes.layout}>
      <Box component="aside" className={classes.sidebar} w={width} visibleFrom="md" aria-label={label}>
        <div className={classes.sidebarInner}>{sidebar}</div>
      </Box>
      <div className={classes.main}>
        <Container size="xl" py={{ base: "lg", sm: 40 }} px={{ base: "md", sm: "xl" }}>
          {children}
        </Container>
      </div>
    </div>
  );
}

/** The product's mark and a name at the top of a sidebar. */
export function SidebarBrand({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={800} fz="lg">
        {name}
      </Text>
    </Group>
  );
}
