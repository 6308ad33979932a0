import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "../home.module.css";

export function CtaBand() {
  return (
    <Container
      component="section"
      size="lg"
      pb={{ base: 56, sm: 88 }}
      pt={{ base: 0, sm: 8 }}
      aria-labelledby="cta-title"
    >
      <Box className={classes.cta} px={{ base: 24, sm: 56 }} py={{ base: 40, sm: 56 }}>
        <Group justify="space-between" align="center" gap="xl" style={{ position: "relative", zIndex: 1 }}>
          <Stack gap="xs" maw={620}>
            <Title
              id="cta-title"
              order={2}
              fz={{ base: 26, sm: 34 }}
              c="white"
              style={{ letterSpacing: "-0.01em", textWrap: "balance" }}
            >
              Find the weak spot before anyone else does
            </Title>
            <Text c="blue.0" fz={{ base: "md", sm: "lg" }}>
              Run your idea, your claim or your argument through Clarity and see what it quietly depends on.
            </Text>
          </Stack>
          <Button
            component={Link}
            to="/patent-buddy"
            size="lg"
            variant="white"
            color="blue.9"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Try the Analyzer
          </Button>
        </Group>
      </Box>
    </Container>
  );
}
