import { Anchor, Button, Card, Container, Grid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconQuote } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import classes from "../static.module.css";

const STORY = [
  "The first lesson came slowly. For most of my career I built products, which mostly means I read and wrote arguments for a living. Roadmaps, investment memos, design reviews: each one a conclusion wrapped in reasons. The plans that went wrong rarely went wrong because someone lied. They went wrong because an assumption everyone shared was never said out loud, so nobody thought to test it.",
  "The second lesson cost more. I had an invention I was sure of — a small mechanism no one I knew had seen before — and I paid to file a patent application on it. Months later the rejection arrived. The examiner had found an earlier patent that did half of what mine did, and called the other half obvious. Reading the reasoning, I could see exactly where my own argument had failed: I had assumed that because I had never seen it, it was new. A few hours of honest searching, and someone willing to ask “what are you assuming?”, would have told me before I paid a cent.",
  "Those two experiences have the same shape. A confident conclusion, a stated reason or two, and underneath them an unstated assumption doing all the work. Rhetoric lives in that gap. The skill of closing it — reading an argument for what it takes for granted — can be taught, but it has mostly been taught to lawyers, philosophers and debate teams.",
  "Clarity is my attempt to hand that skill to everyone else. The Argument Analyzer lays out any argument’s conclusion, premises, hidden assumptions and flaw, and shows how it could be made stronger. Patent Buddy applies the same scrutiny to an invention, so inventors can see why an application might be rejected while fixing it is still cheap.",
  "I don’t think software should tell people what to believe. I do think it can make it far easier to see what they are being asked to believe — and that, done often enough, makes all of us harder to fool and better at persuading each other honestly.",
];

/** /founder (spec 001 §2 Static pages): the founder's story and the mission, told in the first person. */
export default function FounderPage() {
  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="Meet the Founder"
        lead="Clarity began with two expensive lessons about the same problem: the part of an argument nobody writes down."
      />

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Grid gap={{ base: 40, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 8 }} className={classes.prose}>
            <Title order={2} fz={{ base: 26, sm: 32 }} c="gray.9" mt={0} mb="lg">
              Why I started Clarity
            </Title>
            {STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <Text fw={600} c="gray.9" mt="lg">
              — The founder of Clarity
            </Text>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="xl">
                <ThemeIcon size={40} radius="xl" variant="light" color="blue" aria-hidden>
                  <IconQuote size={22} />
                </ThemeIcon>
                <Text mt="md" fz="lg" fs="italic" c="blue.9" lh={1.5} className={classes.serifBody}>
                  I had assumed that because I had never seen it, it was new. That one unstated assumption cost me a
                  filing fee and most of a year.
                </Text>
              </Card>
              <Card radius="lg" padding="xl" bg="blue.0" style={{ border: "1px solid var(--mantine-color-blue-1)" }}>
                <Title order={2} fz="lg" c="gray.9" mb="xs">
                  The mission
                </Title>
                <Text c="gray.8" mb="lg">
                  Make critical thinking accessible to everyone, and cut through rhetoric one argument at a time.
                </Text>
                <Button
                  component={Link}
                  to="/analyzer"
                  color="blue.8"
                  fullWidth
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Try the Analyzer
                </Button>
              </Card>
              <Text size="sm" c="gray.7">
                Where this is heading:{" "}
                <Anchor component={Link} to="/research/clarity-infrastructure" c="blue.9" underline="always">
                  Clarity as Infrastructure: Toward a Logical Web
                </Anchor>
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
