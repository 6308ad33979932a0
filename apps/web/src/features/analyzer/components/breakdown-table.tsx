import type { BreakdownItem } from "@app/contracts";
import { Table, Text } from "@mantine/core";
import { displayTypeLabel } from "../lib/labels";
import { ImportanceBadge } from "./importance-badge";
import { ResultPanel } from "./result-panel";
import { SafeText } from "./safe-text";

/** 'Logical Components Breakdown': one row per breakdown item, types under their display names. */
export function BreakdownTable({ items }: { items: BreakdownItem[] }) {
  return (
    <ResultPanel title="Logical Components Breakdown">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No logical components identified
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={190}>Component</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th w={120}>Category</Table.Th>
                <Table.Th w={110}>Importance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a result
                <Table.Tr key={i}>
                  <Table.Td fw={600}>{displayTypeLabel(item.type)}</Table.Td>
                  <Table.Td>
                    <SafeText value={item.text} size="sm" />
                  </Table.Td>
                  <Table.Td>{item.category}</Table.Td>
                  <Table.Td>
                    <ImportanceBadge severity={item.severity} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ResultPanel>
  );
}
