import { Divider, NavLink, Stack } from "@mantine/core";
import { IconBrain, IconInfoCircle, IconNews, IconSettings } from "@tabler/icons-react";
import { Link } from "react-router";
import { SidebarBrand } from "../../../lib/sidebar-layout";
import { SidebarUser } from "../../analyzer/components/sidebar-user";

// Spec 001 §2: the dashboard's 'Argument Analyzer' link goes to /patent-buddy, as the original product did.
const LINKS = [
  { to: "/patent-buddy", label: "Argument Analyzer", icon: IconBrain },
  { to: "/about", label: "About", icon: IconInfoCircle },
  { to: "/blog", label: "Blog", icon: IconNews },
  { to: "/settings", label: "Settings", icon: IconSettings },
];

export function DashboardSidebar() {
  return (
    <Stack gap="md" h="100%" p="md" justify="space-between">
      <Stack gap="md">
        <SidebarBrand name="Clarity" />
        <Stack component="nav" aria-label="Dashboard" gap={2}>
          {LINKS.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={18} aria-hidden />}
              style={{ borderRadius: 8 }}
            />
          ))}
        </Stack>
      </Stack>
      <Stack gap="md">
        <Divider />
        <SidebarUser />
      </Stack>
    </Stack>
  );
}
