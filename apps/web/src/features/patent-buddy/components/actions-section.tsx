import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconInfoCircle, IconKey, IconPlus, IconSettings } from "@tabler/icons-react";
import { Link } from "react-router";
import { SHORTCUTS } from "../data/landing";
import type { CreateApplication } from "../use-create-application";
import { CreateApplicationButton } from "./create-application-button";

/** The row of four shortcuts, the Configuration & Settings card and the disclaimer. */
export function ActionsSection({ create }: { create: CreateApplication }) {
  return (
    <Container component="section" size="lg" py={{ base: 48, sm: 72 }} aria-labelledby="shortcuts-title">
      <Title id="shortcuts-title" order={2} fz="xl" c="gray.9" mb="md">
        Quick actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {SHORTCUTS.map(({ label, to, icon: Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="default"
            size="md"
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ))}
        <CreateApplicationButton
          create={create}
          variant="default"
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Create Application
        </CreateApplicationButton>
      </SimpleGrid>

      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} mt="xl">
        <Group justify="space-between" align="center" gap="lg">
          <Group align="flex-start" gap="md" wrap="nowrap" style={{ flex: "1 1 22rem" }}>
            <ThemeIcon size={40} radius="md" variant="light" color="gray" aria-hidden>
              <IconSettings size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} fz="xl" c="gray.9">
                Configuration & Settings
              </Title>
              <Text c="gray.7">
                Patent search and citation lookups call the USPTO's patent API. You can set your own API key for it
                here.
              </Text>
            </Stack>
          </Group>
          <Button
            component={Link}
            to="/patent-buddy/api-config"
            variant="light"
            leftSection={<IconKey size={18} aria-hidden />}
          >
            Configure USPTO API Key
          </Button>
        </Group>
      </Paper>

      <Group gap={8} wrap="nowrap" align="flex-start" mt="xl" maw={760} mx="auto">
        <IconInfoCircle
          size={18}
          color="var(--mantine-color-gray-7)"
          aria-hidden
          style={{ flexShrink: 0, marginTop: 2 }}
        />
        <Text size="sm" c="gray.7">
          Everything Patent Buddy produces is a draft for information only, not legal advice. Have a registered patent
          attorney or agent review it before you file.
        </Text>
      </Group>
    </Container>
  );
}
