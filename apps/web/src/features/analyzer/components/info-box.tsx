import { List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";

/** The info box over the analyzer (spec 001 §2): what the tool can do and how to use it. */
export function InfoBox() {
  return (
    <Paper
      radius="md"
      p={{ base: "md", sm: "lg" }}
      bg="blue.0"
      style={{ border: "1px solid var(--mantine-color-blue-2)" }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6}>
          <Title order={2} fz="md" c="blue.9">
            What this tool can do
          </Title>
          <List size="sm" spacing={4} c="gray.8">
            <List.Item>Find the conclusion and what kind of claim it is</List.Item>
            <List.Item>Lay out the premises, spoken and unspoken</List.Item>
            <List.Item>Surface hidden assumptions and the key logical flaw</List.Item>
            <List.Item>Offer a counter argument and an improved version</List.Item>
          </List>
        </Stack>
        <Stack gap={6}>
          <Title order={2} fz="md" c="blue.9">
            How to use
          </Title>
          <List type="ordered" size="sm" spacing={4} c="gray.8">
            <List.Item>Paste or type an argument: an op-ed paragraph, a proposal, a claim from a debate</List.Item>
            <List.Item>Press the analyze button and wait a few seconds</List.Item>
            <List.Item>Read the summary cards, then the structure and the breakdown</List.Item>
          </List>
          <Text size="xs" c="gray.7">
            Every analysis is saved to your history in the sidebar, where you can reopen or delete it.
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
