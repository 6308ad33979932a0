import {
  NewPassword,
  RegisterRequest,
  ResetPasswordRequest,
  SecurityAnswer,
  SecurityQuestionRequest,
  SetupRequest,
} from "@app/contracts";
import { z } from "zod";

/** Form schemas: the contract's request schemas plus what only the screen asks for (a confirmation field). */

const ALL_REQUIRED = "All fields are required.";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";

/** An empty box reads 'All fields are required.' before the contract's own rule (format, length) speaks. */
const required = (schema: z.ZodType<string, string>) => z.string().trim().min(1, ALL_REQUIRED).pipe(schema);

const matching = { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"], when: () => true };

export const RegisterForm = RegisterRequest.extend({
  email: required(RegisterRequest.shape.email),
  password: z.string().min(1, ALL_REQUIRED).pipe(NewPassword),
  confirmPassword: z.string(),
}).refine((v) => v.password === v.confirmPassword, matching);
export type RegisterFormValues = z.input<typeof RegisterForm>;

export const ResetPasswordForm = ResetPasswordRequest.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, matching);

export const SetupForm = SetupRequest.omit({ token: true })
  .extend({
    email: required(SetupRequest.shape.email),
    password: z.string().min(1, ALL_REQUIRED).pipe(NewPassword),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, matching);

export const ForgotEmailForm = SecurityQuestionRequest;
export const SecurityAnswerForm = z.object({ securityAnswer: SecurityAnswer });
