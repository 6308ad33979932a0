import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconArrowRight,
  IconBulb,
  IconEye,
  IconListSearch,
  IconScale,
  IconScript,
  IconShieldCheck,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import classes from "../static.module.css";

const PRINCIPLES = [
  {
    icon: IconEye,
    title: "Show the work",
    text: "Every finding points back to the words it came from, so you can check it instead of taking it on trust.",
  },
  {
    icon: IconScale,
    title: "Structure, not verdicts",
    text: "We map how reasons connect. Whether the conclusion is right is still yours to decide.",
  },
  {
    icon: IconShieldCheck,
    title: "Drafts, not decisions",
    text: "Analyses are starting points. Patent output in particular should be reviewed by an attorney or agent before filing.",
  },
  {
    icon: IconBulb,
    title: "Open to scrutiny",
    text: "A tool that asks arguments to state their assumptions should state its own. Ours are written down.",
  },
];

/** /about (spec 001 §2 Static pages): the mission and what the two products do. */
export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About Clarity"
        title="Critical thinking, made accessible"
        lead="Clarity exists to help anyone cut through rhetoric: to see what an argument actually claims, what it quietly assumes, and where it would give way under pressure."
      />

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Grid gap={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" maw="38rem">
              <Title order={2} fz={{ base: 26, sm: 32 }} c="gray.9">
                Why we built it
              </Title>
              <Text fz="lg" lh={1.75} c="gray.9">
                Most of what persuades us is never written down. An article states its conclusion with confidence and
                lets an unspoken rule carry the weight. A business case leans on an assumption no one thought to
                question. A patent application rests on the belief that nobody has combined two ideas before — until an
                examiner finds someone who did.
              </Text>
              <Text fz="lg" lh={1.75} c="gray.9">
                Taking an argument apart — naming its conclusion, its stated and unstated reasons, the rule that links
                them and the place it breaks — has always been a skill taught to a few: lawyers, philosophers, debate
                coaches, the odd patient editor. We think it should be available to everyone, in seconds, at the moment
                it matters. That is what Clarity is for.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card radius="lg" padding="xl" className={classes.missionCard}>
              <Text size="xs" fw={700} tt="uppercase" c="blue.1" style={{ letterSpacing: "0.08em" }}>
                Our mission
              </Text>
              <Text mt="sm" fz={{ base: 22, sm: 26 }} fw={700} lh={1.3} c="white">
                Make critical thinking accessible to everyone, and cut through rhetoric one argument at a time.
              </Text>
              <Text mt="md" c="blue.0">
                Not by telling people what to conclude, but by showing them what they are being asked to accept.
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>

      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <Title order={2} fz={{ base: 26, sm: 32 }} c="gray.9" mb="xl">
          What Clarity does
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="xl" className={classes.card}>
            <Group gap="sm" mb="md">
              <ThemeIcon size={44} radius="md" variant="light" color="violet" aria-hidden>
                <IconScript size={24} />
              </ThemeIcon>
              <Title order={3} fz="xl" c="gray.9">
                The Argument Analyzer
              </Title>
            </Group>
            <Text c="gray.8" mb="md">
              Paste any argument — an op-ed, a proposal, a comment thread — and Clarity returns its anatomy:
            </Text>
            <List size="sm" spacing={6} c="gray.8">
              <List.Item>the conclusion and what type of claim it is</List.Item>
              <List.Item>stated premises and unspoken reasons</List.Item>
              <List.Item>hidden assumptions and the implied rule that links them</List.Item>
              <List.Item>the method of reasoning and its logical flaw</List.Item>
              <List.Item>the strongest counter-argument and an improved version</List.Item>
            </List>
          </Card>
          <Card withBorder radius="lg" padding="xl" className={classes.card}>
            <Group gap="sm" mb="md">
              <ThemeIcon size={44} radius="md" variant="light" color="blue" aria-hidden>
                <IconListSearch size={24} />
              </ThemeIcon>
              <Title order={3} fz="xl" c="gray.9">
                Patent Buddy
              </Title>
              <Badge variant="light" color="blue" c="blue.9" radius="sm">
                For inventors
              </Badge>
            </Group>
            <Text c="gray.8" mb="md">
              The same discipline, applied to the argument an inventor makes to a patent examiner. Patent Buddy shows
              why an application might be rejected before money is spent on filing:
            </Text>
            <List size="sm" spacing={6} c="gray.8">
              <List.Item>prior-art search by keyword, inventor, patent number or assignee</List.Item>
              <List.Item>landscape analysis of who is patenting what in a field</List.Item>
              <List.Item>citation analysis of a patent and its network</List.Item>
              <List.Item>a step-by-step wizard that drafts a US provisional application</List.Item>
            </List>
          </Card>
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={{ base: 48, sm: 72 }}>
        <Title order={2} fz={{ base: 26, sm: 32 }} c="gray.9" mb="xl">
          What we hold ourselves to
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {PRINCIPLES.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap={8}>
              <ThemeIcon size={36} radius="md" variant="light" color="blue" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Title order={3} fz="lg" c="gray.9">
                {title}
              </Title>
              <Text size="sm" c="gray.7" lh={1.6}>
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={{ base: 56, sm: 88 }}>
        <Card radius="lg" padding="xl" bg="blue.0" style={{ border: "1px solid var(--mantine-color-blue-1)" }}>
          <Group justify="space-between" gap="lg">
            <Stack gap={6} maw={600}>
              <Title order={2} fz={{ base: 22, sm: 26 }} c="gray.9">
                See it on an argument you care about
              </Title>
              <Text c="gray.8">
                Or read the longer case for why reasoning deserves infrastructure in{" "}
                <Anchor component={Link} to="/research/clarity-infrastructure" c="blue.9" underline="always">
                  Clarity as Infrastructure
                </Anchor>
                .
              </Text>
            </Stack>
            <Button
              component={Link}
              to="/analyzer"
              size="md"
              color="blue.8"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Try the Analyzer
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
