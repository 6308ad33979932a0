import type { ArticleBlock } from "@app/content";
import { Blockquote, List, Stack, Text, Title } from "@mantine/core";

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <Text fz="lg" lh={1.7} c="gray.9">
          {block.text}
        </Text>
      );
    case "subheading":
      return (
        <Title order={2} fz="h3" mt="md">
          {block.text}
        </Title>
      );
    case "quote":
      return (
        <Blockquote color="blue" p="md" fz="lg" fs="italic">
          {block.text}
        </Blockquote>
      );
    case "list":
      return (
        <List type={block.ordered ? "ordered" : "unordered"} spacing="xs" fz="lg" lh={1.6} c="gray.9">
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
  }
}

export function PostBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <Stack gap="md">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: post blocks are static content in a fixed order
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
