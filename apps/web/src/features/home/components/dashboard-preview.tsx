import { Box, Group, SimpleGrid, Stack, Table, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconArrowDown, IconHierarchy, IconTarget } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { sampleAnalysis as sample } from "../data/sample-analysis";
import classes from "../home.module.css";
import { ImportanceBadge } from "./importance-badge";

function PreviewCard({
  icon,
  color,
  label,
  children,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.previewCard}>
      <Group gap={10} mb={8} wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="md" size={30} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: "0.04em" }}>
          {label}
        </Text>
      </Group>
      {children}
    </div>
  );
}

/** A static picture of the results dashboard, built from real markup so it stays sharp and readable. */
export function DashboardPreview() {
  return (
    <figure className={classes.window} style={{ margin: 0 }} aria-label="Preview of a Clarity results dashboard">
      <div className={classes.windowBar} aria-hidden>
        <span className={classes.dot} style={{ background: "#ff6b6b" }} />
        <span className={classes.dot} style={{ background: "#fcc419" }} />
        <span className={classes.dot} style={{ background: "#51cf66" }} />
        <span className={classes.address}>clarity · analysis results</span>
      </div>
      <Stack p={{ base: "md", sm: "lg" }} gap="md" ta="left">
        <Box>
          <Text size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: "0.04em" }}>
            Your argument
          </Text>
          <Text mt={4} c="gray.9" fs="italic">
            “{sample.argument}”
          </Text>
        </Box>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PreviewCard icon={<IconTarget size={18} />} color="violet" label="Conclusion Type">
            <Text fw={700} fz="lg" c="gray.9">
              {sample.conclusionType}
            </Text>
            <Text size="sm" c="gray.7">
              {sample.conclusionSummary}
            </Text>
          </PreviewCard>
          <PreviewCard icon={<IconAlertTriangle size={18} />} color="red" label="Logical Flaw">
            <Text fw={700} fz="lg" c="gray.9">
              {sample.flaw}
            </Text>
            <Text size="sm" c="gray.7">
              {sample.flawSummary}
            </Text>
          </PreviewCard>
          <PreviewCard icon={<IconHierarchy size={18} />} color="blue" label="Argument Structure">
            <Stack gap={4}>
              {sample.structure.premises.map((premise, i) => (
                <Text key={premise} size="sm" c="gray.8">
                  <Text span fw={700} c="blue.8">
                    P{i + 1}
                  </Text>{" "}
                  {premise}
                </Text>
              ))}
              <IconArrowDown size={14} className={classes.structureArrow} aria-hidden />
              <Text size="sm" c="gray.9" fw={600}>
                <Text span fw={700} c="violet.8">
                  C
                </Text>{" "}
                {sample.structure.conclusion}
              </Text>
            </Stack>
          </PreviewCard>
        </SimpleGrid>

        <div className={classes.previewCard}>
          <Text fw={700} c="gray.9" mb="sm">
            Logical Components Breakdown
          </Text>
          <Table visibleFrom="sm" verticalSpacing="sm" horizontalSpacing="sm" striped="even" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Component</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Importance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sample.components.map((row) => (
                <Table.Tr key={row.component}>
                  <Table.Td fw={600} style={{ whiteSpace: "nowrap" }}>
                    {row.component}
                  </Table.Td>
                  <Table.Td c="gray.8">{row.description}</Table.Td>
                  <Table.Td c="gray.8">{row.category}</Table.Td>
                  <Table.Td>
                    <ImportanceBadge level={row.importance} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {/* On phones a four-column table would scroll sideways, so the same rows are stacked. */}
          <Stack hiddenFrom="sm" gap="sm">
            {sample.components.map((row, index) => (
              <Box
                key={row.component}
                pb="sm"
                style={
                  index < sample.components.length - 1
                    ? { borderBottom: "1px solid var(--mantine-color-gray-2)" }
                    : undefined
                }
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm">
                    {row.component}
                  </Text>
                  <ImportanceBadge level={row.importance} />
                </Group>
                <Text size="sm" c="gray.8" mt={4}>
                  {row.description}
                </Text>
                <Text size="xs" c="gray.7" mt={2}>
                  Category: {row.category}
                </Text>
              </Box>
            ))}
          </Stack>
        </div>
      </Stack>
    </figure>
  );
}
