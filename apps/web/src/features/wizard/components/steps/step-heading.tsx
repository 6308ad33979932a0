import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** Each step's heading and what it asks for. The heading takes focus when the step changes (see wizard-page). */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="h3" tabIndex={-1} data-step-heading>
        {title}
      </Title>
      {children && <Text c="gray.7">{children}</Text>}
    </Stack>
  );
}
