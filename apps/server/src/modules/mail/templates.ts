import { renderMail } from "./layout.js";

/** The account e-mails. Subjects are stable: tests and the e2e suite find messages by them. */
export const SUBJECTS = {
  verify: "Verify your email address",
  changeEmail: "Confirm your new email address",
  changeEmailNotice: "Your email address is being changed",
  reset: "Reset your password",
  passwordChanged: "Your password has been changed",
  accountDeleted: "Your account has been deleted",
} as const;

const hello = (firstName: string) => `Hello ${firstName},`;

export const verificationMail = (firstName: string, url: string) =>
  renderMail({
    subject: SUBJECTS.verify,
    greeting: hello(firstName),
    paragraphs: [
      "Thank you for creating a Clarity account. Please confirm that this email address belongs to you.",
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Verify my email", url },
    footnote: "If you did not create an account, you can ignore this message; nothing will happen.",
  });

export const emailChangeMail = (firstName: string, newEmail: string, url: string) =>
  renderMail({
    subject: SUBJECTS.changeEmail,
    greeting: hello(firstName),
    paragraphs: [
      `You asked to use ${newEmail} as the email address of your Clarity account.`,
      "Your email will change once you confirm it with the link below. The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my new email", url },
    footnote: "If you did not ask for this, ignore this message: your account keeps its current address.",
  });

export const emailChangeNoticeMail = (firstName: string, newEmail: string) =>
  renderMail({
    subject: SUBJECTS.changeEmailNotice,
    greeting: hello(firstName),
    paragraphs: [
      `Someone signed in to your Clarity account asked to change its email address to ${newEmail}.`,
      "The change takes effect only when the new address is confirmed.",
      "If this was not you, change your password now and contact support.",
    ],
  });

export const passwordResetMail = (firstName: string, url: string) =>
  renderMail({
    subject: SUBJECTS.reset,
    greeting: hello(firstName),
    paragraphs: [
      "We received a request to reset the password of your Clarity account.",
      "Choose a new password with the link below. It works once and expires in 30 minutes.",
    ],
    action: { label: "Choose a new password", url },
    footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
  });

export const passwordChangedMail = (firstName: string) =>
  renderMail({
    subject: SUBJECTS.passwordChanged,
    greeting: hello(firstName),
    paragraphs: [
      "The password of your Clarity account was just changed, and every device signed in to it was signed out.",
      "If this was not you, reset your password at once and contact support.",
    ],
  });

export const accountDeletedMail = (firstName: string) =>
  renderMail({
    subject: SUBJECTS.accountDeleted,
    greeting: hello(firstName),
    paragraphs: [
      "Your Clarity account and its data have been deleted, as you asked.",
      "Thank you for having used Clarity. You are welcome to create a new account at any time.",
    ],
  });
