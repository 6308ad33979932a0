import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled part of a tab: a region named by its heading. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="gray.7">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
