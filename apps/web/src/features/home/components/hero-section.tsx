import { Badge, Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconPlayerPlay } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "../home.module.css";
import { DashboardPreview } from "./dashboard-preview";

export function HeroSection() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner} pt={{ base: 48, sm: 80 }} pb={{ base: 56, sm: 88 }}>
        <Stack align="center" ta="center" gap="lg" maw={820} mx="auto">
          <Badge
            size="lg"
            variant="white"
            radius="xl"
            c="blue.9"
            style={{ border: "1px solid var(--mantine-color-blue-2)" }}
          >
            Patent audits + argument analysis
          </Badge>
          <Title
            id="hero-title"
            order={1}
            fz={{ base: 34, sm: 52 }}
            lh={1.1}
            fw={800}
            c="gray.9"
            style={{ letterSpacing: "-0.02em", textWrap: "balance" }}
          >
            See why your patent might be rejected{" "}
            <span className={classes.gradientText}>before you spend money filing.</span>
          </Title>
          <Text fz={{ base: "md", sm: "xl" }} c="gray.7" maw={680}>
            Clarity reads your invention the way an examiner will and points out the red flags while they are still
            cheap to fix. The same engine takes any argument apart — its conclusion, premises, hidden assumptions and
            flaws — in seconds.
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            <Button
              component={Link}
              to="/patent-buddy"
              size="lg"
              color="blue.8"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Get My Patent Audit
            </Button>
            <Button
              component="a"
              href="#demo"
              size="lg"
              variant="default"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              Watch Demo
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            Draft output for information only — have a patent attorney or agent review it before you file.
          </Text>
        </Stack>
        <Box mt={{ base: 40, sm: 64 }} maw={1040} mx="auto">
          <DashboardPreview />
        </Box>
      </Container>
    </Box>
  );
}
