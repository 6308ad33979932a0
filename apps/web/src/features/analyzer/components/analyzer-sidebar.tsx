import { Box, Divider, NavLink, Stack, Title } from "@mantine/core";
import { IconBrain } from "@tabler/icons-react";
import { Link } from "react-router";
import { SidebarBrand } from "../../../lib/sidebar-layout";
import { HistoryList } from "./history-list";
import { SidebarUser } from "./sidebar-user";

/** The analyzer's sidebar content; the page puts it in a fixed column (md+) or a drawer (phones). */
export function AnalyzerSidebar({ currentId, onNavigate }: { currentId: string | null; onNavigate?: () => void }) {
  return (
    <Stack gap="md" h="100%" p="md">
      <SidebarBrand name="Clarity" />
      <NavLink
        component={Link}
        to="/analyzer"
        label="Argument Analyzer"
        leftSection={<IconBrain size={18} aria-hidden />}
        active
        variant="light"
        aria-current="page"
        onClick={onNavigate}
        style={{ borderRadius: 8 }}
      />
      <Divider />
      <Box style={{ flex: 1, minHeight: 0 }}>
        <Title order={2} fz="xs" fw={700} c="gray.7" tt="uppercase" mb="sm" style={{ letterSpacing: "0.05em" }}>
          Recent Analysis
        </Title>
        <HistoryList currentId={currentId} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <SidebarUser />
    </Stack>
  );
}
