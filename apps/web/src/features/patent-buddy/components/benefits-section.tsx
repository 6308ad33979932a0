import { Box, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { BENEFITS } from "../data/landing";
import classes from "../patent-buddy.module.css";

export function BenefitsSection() {
  return (
    <Box component="section" className={classes.band} aria-labelledby="benefits-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title id="benefits-title" order={2} ta="center" fz={{ base: 26, sm: 34 }} c="gray.9" mb={{ base: 28, sm: 40 }}>
          Why choose Patent Buddy
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: "lg", sm: 40 }} verticalSpacing={{ base: "lg", sm: 32 }}>
          {BENEFITS.map(({ title, icon: Icon, text }) => (
            <Group key={title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="lg" c="gray.9">
                  {title}
                </Title>
                <Text c="gray.7" mt={4}>
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
