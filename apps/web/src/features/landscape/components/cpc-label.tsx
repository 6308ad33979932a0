import { Text } from "@mantine/core";

/** A CPC symbol with its title: never bare. */
export function CpcLabel({ code, title }: { code: string; title: string }) {
  return (
    <span>
      <Text span fw={600} ff="monospace" fz="sm">
        {code}
      </Text>{" "}
      <Text span fz="sm" c="gray.7">
        {title}
      </Text>
    </span>
  );
}
