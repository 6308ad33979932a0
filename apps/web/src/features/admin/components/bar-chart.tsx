import { Box, Group, Text, Tooltip } from "@mantine/core";

export interface Series {
  key: string;
  label: string;
  color: string;
}

interface Props {
  /** One entry per column, labelled (e.g. a day) with one number per series. */
  columns: { label: string; values: Record<string, number> }[];
  series: Series[];
  height?: number;
  /** Columns whose label is shown under the axis (every nth). */
  labelEvery?: number;
}

/**
 * A small stacked bar chart in plain boxes: it scales to any width with legible text and adds nothing to the bundle.
 * It is decorative for assistive technology; the numbers are in the table that goes with it.
 */
export function BarChart({ columns, series, height = 160, labelEvery = 7 }: Props) {
  const totals = columns.map((c) => series.reduce((s, se) => s + (c.values[se.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  return (
    <Box aria-hidden>
      <Group gap="md" mb="xs">
        {series.map((s) => (
          <Group key={s.key} gap={6}>
            <Box w={10} h={10} style={{ borderRadius: 2, background: `var(--mantine-color-${s.color}-6)` }} />
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
          </Group>
        ))}
      </Group>
      <Box style={{ display: "flex", gap: 8 }}>
        <Box style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", height }}>
          <Text size="xs" c="dimmed" lh={1}>
            {max.toLocaleString("en-US")}
          </Text>
          <Text size="xs" c="dimmed" lh={1}>
            0
          </Text>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Box
            style={{
              display: "flex",
              alignItems: "flex-end",
              gap: 2,
              height,
              borderBottom: "1px solid var(--mantine-color-gray-4)",
              backgroundImage: "linear-gradient(var(--mantine-color-gray-2) 1px, transparent 1px)",
              backgroundSize: `100% ${height / 4}px`,
            }}
          >
            {columns.map((c) => (
              <Tooltip
                key={c.label}
                withArrow
                label={`${c.label}: ${series.map((s) => `${s.label} ${c.values[s.key] ?? 0}`).join(", ")}`}
              >
                <Box style={{ flex: 1, height: "100%", display: "flex", flexDirection: "column-reverse", minWidth: 0 }}>
                  {series.map((s) => {
                    const v = c.values[s.key] ?? 0;
                    return v ? (
                      <Box
                        key={s.key}
                        style={{
                          height: `${(v / max) * 100}%`,
                          background: `var(--mantine-color-${s.color}-6)`,
                          borderRadius: "2px 2px 0 0",
                        }}
                      />
                    ) : null;
                  })}
                </Box>
              </Tooltip>
            ))}
          </Box>
          <Box style={{ display: "flex", gap: 2, marginTop: 4 }}>
            {columns.map((c, i) => (
              <Text
                key={c.label}
                size="10px"
                c="dimmed"
                style={{ flex: 1, minWidth: 0, overflow: "visible", whiteSpace: "nowrap" }}
              >
                {i % labelEvery === 0 && i < columns.length - 3 ? c.label : ""}
              </Text>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
