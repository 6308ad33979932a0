import { PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Name, e-mail and password fields shared by the Create New User and Create Super User dialogs. */
// biome-ignore lint/suspicious/noExplicitAny: the two dialogs' forms differ beyond these fields
export function AccountFields({ form }: { form: UseFormReturnType<any> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          autoComplete="off"
          required
          data-autofocus
          key={form.key("firstName")}
          {...form.getInputProps("firstName")}
        />
        <TextInput
          label="Last name"
          autoComplete="off"
          required
          key={form.key("lastName")}
          {...form.getInputProps("lastName")}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        required
        key={form.key("email")}
        {...form.getInputProps("email")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
      </SimpleGrid>
    </>
  );
}
