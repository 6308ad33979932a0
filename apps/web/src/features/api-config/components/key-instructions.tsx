import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";

const PORTAL = "https://data.uspto.gov/apis/getting-started";

/** How to get an Open Data Portal key (spec 001 §2 "instructions"). */
export function KeyInstructions() {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="key-how-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="key-how-heading">
          How to get a USPTO API key
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            Open the USPTO Open Data Portal's{" "}
            <Anchor href={PORTAL} target="_blank" rel="noopener noreferrer" inherit>
              getting-started page
            </Anchor>{" "}
            (data.uspto.gov/apis/getting-started).
          </List.Item>
          <List.Item>Sign in with a USPTO.gov account and verify your identity as the page asks.</List.Item>
          <List.Item>Request an API key and copy it.</List.Item>
          <List.Item>Paste it above, choose Save Key, then Test Key.</List.Item>
        </List>
        <Text size="sm" c="gray.7">
          Keys set in the server's environment take precedence over your own key.
        </Text>
      </Stack>
    </Paper>
  );
}
