import { Button, Code, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** The router's error screen: the spec's text, the error's message, a way home. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container size="sm" py={100}>
      <Stack gap="md">
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block>{detail}</Code>
        <Text c="dimmed">Something went wrong while showing this page. Reloading usually helps.</Text>
        <Button component="a" href="/" w="fit-content">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
