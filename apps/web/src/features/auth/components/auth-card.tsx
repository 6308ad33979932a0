import { Anchor, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A tabler icon shown above the title, for status screens (verified, failed, check your mail). */
  icon?: ReactNode;
  iconColor?: string;
  /** Registration and setup carry more fields: a little wider on desktop. */
  wide?: boolean;
  children: ReactNode;
  /** Links under the card, e.g. 'Back to Sign In'. Defaults to a link home. */
  footer?: ReactNode;
}

/** The one frame for every screen outside the site layout: brand linking home, a centered card, a way back. */
export function AuthCard({ title, subtitle, icon, iconColor = "blue", wide, children, footer }: AuthCardProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      px="md"
      py={{ base: "lg", sm: 48 }}
      style={{ background: "linear-gradient(180deg, var(--mantine-color-blue-0) 0%, var(--mantine-color-gray-0) 60%)" }}
    >
      <Stack w="100%" maw={wide ? 540 : 440} mx="auto" gap="lg">
        <Center>
          <Anchor component={Link} to="/" underline="never" aria-label="Clarity home">
            <Group gap={10} wrap="nowrap">
              <img src="/favicon.svg" alt="" width={36} height={36} />
              <Text fw={800} fz={24} c="dark" lh={1}>
                Clarity
              </Text>
            </Group>
          </Anchor>
        </Center>

        <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
          <Stack gap="lg">
            <Stack gap={6} align={icon ? "center" : undefined} ta={icon ? "center" : undefined}>
              {icon && (
                <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} mb={4} aria-hidden>
                  {icon}
                </ThemeIcon>
              )}
              <Title order={1} fz={{ base: 24, sm: 26 }} lh={1.25}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>

        <Center>
          {footer ?? (
            <Anchor component={Link} to="/" size="sm" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={14} aria-hidden />
                Back to home
              </Group>
            </Anchor>
          )}
        </Center>
      </Stack>
    </Box>
  );
}
