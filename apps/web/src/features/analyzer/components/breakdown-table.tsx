import type { BreakdownItem } from "@app/contracts";
import { Table, Text } from "@mantine/core";
import { displayTypeLabel } from "../lib/labels";
import classes from "./breakdown-table.module.css";
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
        // Roles are explicit because the phone layout restyles rows, which can strip implicit table semantics.
        <Table verticalSpacing="sm" highlightOnHover className={classes.table} role="table">
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th role="columnheader" w={190}>
                Component
              </Table.Th>
              <Table.Th role="columnheader">Description</Table.Th>
              <Table.Th role="columnheader" w={120}>
                Category
              </Table.Th>
              <Table.Th role="columnheader" w={110}>
                Importance
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a result
              <Table.Tr key={i} role="row">
                <Table.Td role="cell" fw={600}>
                  {displayTypeLabel(item.type)}
                </Table.Td>
                <Table.Td role="cell" className={classes.description}>
                  <SafeText value={item.text} size="sm" />
                </Table.Td>
                <Table.Td role="cell" className={classes.category}>
                  {item.category}
                </Table.Td>
                <Table.Td role="cell" className={classes.importance}>
                  <ImportanceBadge severity={item.severity} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ResultPanel>
  );
}
