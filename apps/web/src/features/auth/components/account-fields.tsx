import { PASSWORD_MIN } from "@app/contracts";
import { PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { RegisterFormValues } from "../schemas";
import { SecurityQuestionSelect } from "./security-question-select";

/** The fields of a new account, shared by registration and first-time setup. */
export function AccountFields({ form }: { form: UseFormReturnType<RegisterFormValues> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          withAsterisk={false}
          key={form.key("firstName")}
          {...form.getInputProps("firstName")}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          withAsterisk={false}
          key={form.key("lastName")}
          {...form.getInputProps("lastName")}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        withAsterisk={false}
        key={form.key("email")}
        {...form.getInputProps("email")}
      />
      <PasswordInput
        label="Password"
        description={`Use at least ${PASSWORD_MIN} characters.`}
        autoComplete="new-password"
        required
        withAsterisk={false}
        key={form.key("password")}
        {...form.getInputProps("password")}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        withAsterisk={false}
        key={form.key("confirmPassword")}
        {...form.getInputProps("confirmPassword")}
      />
      <SecurityQuestionSelect required key={form.key("securityQuestion")} {...form.getInputProps("securityQuestion")} />
      <TextInput
        label="Security answer"
        autoComplete="off"
        required
        withAsterisk={false}
        key={form.key("securityAnswer")}
        {...form.getInputProps("securityAnswer")}
      />
    </>
  );
}
