import { Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

export function Logo({ caption }: { caption?: string }) {
  return (
    <Link to="/" style={{ textDecoration: "none" }} aria-label="Clarity home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Stack gap={0}>
          <Text fw={800} fz="lg" c="dark" lh={1.1}>
            Clarity
          </Text>
          {caption && (
            <Text fz={11} fw={700} c="blue.8" tt="uppercase" lh={1}>
              {caption}
            </Text>
          )}
        </Stack>
      </Group>
    </Link>
  );
}
