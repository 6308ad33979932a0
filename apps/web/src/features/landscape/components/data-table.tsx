import { Button, Group, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { downloadCsv, toCsv } from "../../../lib/csv";
import classes from "../landscape.module.css";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The value written to the CSV (the cell's text without decoration). */
  csv: (row: T) => string | number | null;
  numeric?: boolean;
  /** Kept on one line (a year, a short label). */
  nowrap?: boolean;
  /** In the CSV only (a note the table shows another way). */
  csvOnly?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  file: string;
  rowKey: (row: T) => string;
}

/**
 * A table with its caption and a CSV download of exactly its rows and columns: the accessible alternative of each
 * chart, and the data to take away. Cells wrap, so the table fits a 375-pixel screen without scrolling sideways.
 */
export function DataTable<T>({ caption, rows, columns, file, rowKey }: DataTableProps<T>) {
  const shown = columns.filter((c) => !c.csvOnly);
  const download = () =>
    downloadCsv(
      file,
      toCsv(
        columns.map((c) => c.header),
        rows.map((r) => columns.map((c) => c.csv(r))),
      ),
    );
  return (
    <div>
      <Group justify="space-between" align="center" gap="xs" mb={6}>
        <Text fw={600} size="sm" id={`${file}-caption`}>
          {caption}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={download}
          aria-label={`Download CSV: ${caption}`}
        >
          CSV
        </Button>
      </Group>
      <Table className={classes.table} striped aria-labelledby={`${file}-caption`} fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((c) => (
              <Table.Th key={c.header} ta={c.numeric ? "right" : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={rowKey(r)}>
              {shown.map((c) => (
                <Table.Td
                  key={c.header}
                  ta={c.numeric ? "right" : undefined}
                  className={c.numeric || c.nowrap ? classes.nowrap : undefined}
                >
                  {c.cell(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
