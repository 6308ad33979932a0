import { APPLICATION_LIMIT } from "@app/contracts";
import { Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconLock, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";

/** Spec 000 §9: green below 80 %, yellow from 80 %, red at the limit. */
export const usageColor = (used: number) => {
  const share = used / APPLICATION_LIMIT;
  return share >= 1 ? "red" : share >= 0.8 ? "yellow" : "green";
};

export function UsageMeter({ used }: { used: number }) {
  const atLimit = used >= APPLICATION_LIMIT;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={6} style={{ flex: "1 1 16rem" }}>
          <Text fw={600}>
            {used} used of {APPLICATION_LIMIT}
          </Text>
          <Progress
            value={Math.min(100, (used / APPLICATION_LIMIT) * 100)}
            color={usageColor(used)}
            aria-label={`${used} of ${APPLICATION_LIMIT} applications used`}
          />
        </Stack>
        {atLimit ? (
          <Button disabled leftSection={<IconLock size={18} aria-hidden />}>
            Limit Reached
          </Button>
        ) : (
          <Button component={Link} to="/patent-buddy/wizard" leftSection={<IconPlus size={18} aria-hidden />}>
            Create New Application
          </Button>
        )}
      </Group>
    </Paper>
  );
}
