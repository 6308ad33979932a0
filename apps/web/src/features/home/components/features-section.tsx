import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconBolt, IconBulb, IconSparkles } from "@tabler/icons-react";
import classes from "../home.module.css";

const FEATURES = [
  {
    title: "Immediate Insights",
    icon: IconBolt,
    color: "blue",
    text: "Paste an argument or describe an invention and see its conclusion, premises and method of reasoning laid out in seconds — not after a week of back-and-forth.",
  },
  {
    title: "Identify Weaknesses",
    icon: IconAlertTriangle,
    color: "red",
    text: "Clarity names the logical flaw and the strongest counter-argument, so you meet the objection before a reader, a reviewer or a patent examiner raises it.",
  },
  {
    title: "Uncover Assumptions",
    icon: IconBulb,
    color: "yellow",
    text: "Unspoken reasons and hidden assumptions are pulled into the open and ranked by how much of the argument rests on them.",
  },
  {
    title: "Powered by AI",
    icon: IconSparkles,
    color: "violet",
    text: "A language model guided by a structured method of analysis. Every part is labelled, so you can check each finding against your own words.",
  },
] as const;

export function FeaturesSection() {
  return (
    <Container component="section" size="lg" py={{ base: 56, sm: 88 }} aria-labelledby="features-title">
      <Stack align="center" ta="center" gap="sm" mb={{ base: 32, sm: 48 }} maw={700} mx="auto">
        <Text size="sm" fw={700} c="blue.8" tt="uppercase" style={{ letterSpacing: "0.08em" }}>
          Why Clarity
        </Text>
        <Title
          id="features-title"
          order={2}
          fz={{ base: 28, sm: 38 }}
          c="gray.9"
          style={{ letterSpacing: "-0.01em", textWrap: "balance" }}
        >
          Everything a careful reader would catch — in seconds
        </Title>
        <Text c="gray.7" fz={{ base: "md", sm: "lg" }}>
          Whether it is an op-ed, a business case or a patent claim, the weak point is usually something nobody wrote
          down.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map(({ title, icon: Icon, color, text }) => (
          <Card key={title} withBorder radius="lg" padding="lg" className={classes.featureCard}>
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md" mb={6} c="gray.9">
              {title}
            </Title>
            <Text size="sm" c="gray.7" lh={1.6}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
