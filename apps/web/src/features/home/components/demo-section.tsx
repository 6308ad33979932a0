import {
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Stepper,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconInfoCircle, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { STEP_HINTS, walkthroughs } from "../data/demo-walkthroughs";
import classes from "../home.module.css";
import { DemoArgument } from "./demo-argument";

const BADGE_TEXT = { red: "red.9", blue: "blue.9", green: "green.9", violet: "violet.9" } as const;

/** The "Watch Demo" target: a step-by-step walkthrough of one analysis, with no video and no network. */
export function DemoSection() {
  const [walkthroughKey, setWalkthroughKey] = useState(walkthroughs[0].key);
  const [active, setActive] = useState(0);
  const walkthrough = walkthroughs.find((w) => w.key === walkthroughKey) ?? walkthroughs[0];
  const steps = walkthrough.steps;
  const step = steps[active];
  const last = active === steps.length - 1;
  const position = `Step ${active + 1} of ${steps.length}`;

  return (
    <Box
      component="section"
      id="demo"
      className={`${classes.section} ${classes.demoBand}`}
      aria-labelledby="demo-title"
    >
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <Stack align="center" ta="center" gap="sm" mb={{ base: 28, sm: 40 }} maw={700} mx="auto">
          <Text size="sm" fw={700} c="blue.8" tt="uppercase" style={{ letterSpacing: "0.08em" }}>
            Demo
          </Text>
          <Title
            id="demo-title"
            order={2}
            fz={{ base: 28, sm: 38 }}
            c="gray.9"
            style={{ letterSpacing: "-0.01em", textWrap: "balance" }}
          >
            Watch Clarity take an argument apart
          </Title>
          <Text c="gray.7" fz={{ base: "md", sm: "lg" }}>
            Pick a sample, then follow the analysis one step at a time — from what the argument claims to a version that
            would survive scrutiny.
          </Text>
          <SegmentedControl
            mt="sm"
            radius="xl"
            size="md"
            color="blue.8"
            aria-label="Sample argument"
            value={walkthroughKey}
            onChange={setWalkthroughKey}
            data={walkthroughs.map((w) => ({ value: w.key, label: w.label }))}
          />
        </Stack>

        <Group align="stretch" gap="lg" wrap="nowrap">
          <Paper visibleFrom="md" withBorder radius="lg" p="lg" w={280} style={{ flexShrink: 0 }}>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb="md" style={{ letterSpacing: "0.04em" }}>
              How Clarity reads it
            </Text>
            <Stepper
              active={active}
              onStepClick={setActive}
              orientation="vertical"
              size="sm"
              color="blue.8"
              // Mantine dims descriptions to gray.6, below AA contrast on white.
              styles={{ stepDescription: { color: "var(--mantine-color-gray-7)" } }}
            >
              {steps.map((s, i) => (
                <Stepper.Step key={s.key} label={s.label} description={STEP_HINTS[i]} />
              ))}
            </Stepper>
          </Paper>

          <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb={6} style={{ letterSpacing: "0.04em" }}>
              The argument
            </Text>
            <DemoArgument spans={walkthrough.argument} highlight={step.highlight} />
            <Divider my="lg" />

            <Stack gap="md">
              <Box hiddenFrom="md">
                <Group justify="space-between" mb={6}>
                  <Text size="sm" fw={600} c="gray.8">
                    {position}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {step.label}
                  </Text>
                </Group>
                <Progress value={((active + 1) / steps.length) * 100} color="blue.8" size="sm" aria-hidden />
              </Box>
              <VisuallyHidden aria-live="polite">{`${position}: ${step.label}`}</VisuallyHidden>

              <Group gap="sm" wrap="wrap">
                <Title order={3} fz={{ base: "xl", sm: 24 }} c="gray.9">
                  {step.label}
                </Title>
                {step.badge && (
                  <Badge variant="light" color={step.badge.tone} c={BADGE_TEXT[step.badge.tone]} radius="sm">
                    {step.badge.label}
                  </Badge>
                )}
              </Group>
              <Text c="gray.7" mt={-8}>
                {step.question}
              </Text>
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                {step.items.map((item) => (
                  <li key={item} className={classes.resultItem}>
                    <Text c="gray.9">{item}</Text>
                  </li>
                ))}
              </Stack>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconInfoCircle
                  size={18}
                  color="var(--mantine-color-gray-7)"
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" c="gray.7">
                  {step.note}
                </Text>
              </Group>

              <Group justify="space-between" mt="sm">
                <Button
                  variant="default"
                  leftSection={<IconChevronLeft size={16} aria-hidden />}
                  disabled={active === 0}
                  onClick={() => setActive((a) => Math.max(0, a - 1))}
                >
                  Back
                </Button>
                {last ? (
                  <Button
                    variant="light"
                    color="blue.8"
                    c="blue.9"
                    leftSection={<IconRefresh size={16} aria-hidden />}
                    onClick={() => setActive(0)}
                  >
                    Start over
                  </Button>
                ) : (
                  <Button
                    color="blue.8"
                    rightSection={<IconChevronRight size={16} aria-hidden />}
                    onClick={() => setActive((a) => a + 1)}
                  >
                    Next
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        </Group>
      </Container>
    </Box>
  );
}
