import { Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import classes from "../home.module.css";

const STEPS = [
  {
    title: "Describe your invention",
    text: "Answer a guided set of questions, or bring the draft you already have. No legal vocabulary required.",
  },
  {
    title: "Read it like an examiner",
    text: "Clarity searches prior art and tests your claims for the usual grounds of rejection: not new, obvious, or too vague.",
  },
  {
    title: "Fix the red flags first",
    text: "You get a plain-language list of weak points while changing them still costs nothing but an afternoon.",
  },
];

export function AuditStepsSection() {
  return (
    <Container component="section" size="lg" py={{ base: 56, sm: 88 }} aria-labelledby="audit-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
        <Stack gap="sm">
          <Text size="sm" fw={700} c="blue.8" tt="uppercase" style={{ letterSpacing: "0.08em" }}>
            Patent audit
          </Text>
          <Title
            id="audit-title"
            order={2}
            fz={{ base: 28, sm: 38 }}
            c="gray.9"
            style={{ letterSpacing: "-0.01em", textWrap: "balance" }}
          >
            Rejections are cheaper to prevent than to answer
          </Title>
          <Text c="gray.7" fz={{ base: "md", sm: "lg" }}>
            An application that overlooks earlier work or claims something obvious can come back rejected months after
            the fees are paid. Clarity shows you those weak spots up front, so the money you spend on filing goes to an
            application that can stand.
          </Text>
          <Text size="sm" c="gray.7">
            Clarity drafts and flags; it does not give legal advice. Its output is for information only and should be
            reviewed by a patent attorney or agent before filing.
          </Text>
        </Stack>
        <Stack gap="lg" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <span className={classes.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <div>
                  <Title order={3} fz="lg" c="gray.9">
                    {step.title}
                  </Title>
                  <Text c="gray.7" mt={4}>
                    {step.text}
                  </Text>
                </div>
              </Group>
            </li>
          ))}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
