import { PASSWORD_MIN, SECURITY_QUESTIONS } from "@app/contracts";
import { PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import type { z } from "zod";
import { zodResolver } from "../../../lib/zod-form";
import type { RegisterFormValues } from "../schemas";
import { SecurityQuestionSelect } from "./security-question-select";

/** The form behind AccountFields, empty, validated by the caller's schema (registration or setup). */
export function useAccountForm(schema: z.ZodType) {
  return useForm<RegisterFormValues>({
    mode: "uncontrolled",
    initialValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      securityQuestion: SECURITY_QUESTIONS[0],
      securityAnswer: "",
    },
    validate: zodResolver(schema),
  });
}

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
