import type { AdminStats } from "@app/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { IconShieldCheck, IconUserCheck, IconUserOff, IconUsers } from "@tabler/icons-react";

const TILES = [
  { key: "total", label: "Total Users", color: "blue", Icon: IconUsers },
  { key: "active", label: "Active Users", color: "green", Icon: IconUserCheck },
  { key: "blocked", label: "Blocked Users", color: "red", Icon: IconUserOff },
  { key: "admins", label: "Admins", color: "violet", Icon: IconShieldCheck },
] as const;

/** The four statistics tiles; skeletons until the first page of users arrives. */
export function StatTiles({ stats }: { stats: AdminStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
      {TILES.map(({ key, label, color, Icon }) => (
        <Paper key={key} withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} id={`stat-${key}`}>
                {label}
              </Text>
              {stats ? (
                <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2} mt={4} aria-labelledby={`stat-${key}`}>
                  {stats[key].toLocaleString("en-US")}
                </Text>
              ) : (
                <Skeleton height={28} width={56} mt={6} />
              )}
            </div>
            <ThemeIcon variant="light" color={color} size="lg" radius="md" visibleFrom="xs">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
