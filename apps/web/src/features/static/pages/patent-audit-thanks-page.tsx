import { Anchor, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";

/** /patent-audit-thanks (spec 001 §2 Static pages): confirmation after a draft is sent for audit. */
export default function PatentAuditThanksPage() {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: "xl", sm: 48 }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={42} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 30, sm: 38 }} c="gray.9">
            We got your draft
          </Title>
          <Text fz={{ base: "md", sm: "lg" }} c="gray.8" maw={440}>
            Expect a red flag report in 48 hours. You're already smarter than most.
          </Text>
          <Text size="sm" c="gray.7" maw={440}>
            The report is a draft for information only. Have a patent attorney or agent review it before you file.
          </Text>
          <Button component={Link} to="/" size="md" color="blue.8" mt="sm">
            Back to Home
          </Button>
          <Text size="sm" c="gray.7">
            While you wait, read{" "}
            <Anchor component={Link} to="/research/clarity-infrastructure" c="blue.9" underline="always">
              why clarity matters
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
