import { Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled results section; `headingOrder` lets standalone pages keep a correct heading outline. */
export function ResultPanel({
  title,
  aside,
  children,
  headingOrder = 2,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  headingOrder?: 2 | 3;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="nowrap" gap="sm">
        <Title order={headingOrder} fz="lg">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
