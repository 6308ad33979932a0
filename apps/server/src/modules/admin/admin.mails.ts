import { renderMail } from "../mail/layout.js";

export const adminPasswordResetNotice = (firstName: string, loginUrl: string) =>
  renderMail({
    subject: "Your Clarity password was reset by an administrator",
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "An administrator has set a new password for your Clarity account. Every session that was signed in has been signed out.",
      "The administrator will tell you the new password. If you did not ask for this, please contact us by replying to this message.",
    ],
    action: { label: "Sign in", url: loginUrl },
  });
