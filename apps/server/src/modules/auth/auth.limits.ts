import type { Limit } from "../../plugins/limiter.plugin.js";

const HOUR = 3600;

/** SECURITY.md 11-13: every limit of the account flows, in one place. */
export const limits = {
  /** Failed sign-ins (and failed password re-checks) per IP + e-mail; a sliding window, never a permanent lockout. */
  loginFailures: (ip: string, email: string): Limit => ({
    key: `login:${ip}:${email}`,
    max: 5,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts. Please try again later.",
  }),
  register: (ip: string): Limit => ({
    key: `register:ip:${ip}`,
    max: 20,
    windowSeconds: HOUR,
    message: "Too many registration attempts. Please try again later.",
  }),
  /** The forgot-password look-ups (question and reset request), which tell whether an address has an account. */
  lookup: (ip: string): Limit => ({
    key: `lookup:ip:${ip}`,
    max: 20,
    windowSeconds: HOUR,
    message: "Too many requests. Please try again later.",
  }),
  wrongAnswers: (userId: string): Limit => ({
    key: `answer:user:${userId}`,
    max: 5,
    windowSeconds: HOUR,
    message: "Too many incorrect answers. Please try again in an hour.",
  }),
  mailTo: (address: string): Limit => ({
    key: `mail:to:${address.toLowerCase()}`,
    max: 3,
    windowSeconds: HOUR,
    message: "Too many emails requested for this address. Please try again later.",
  }),
  mailFromIp: (ip: string): Limit => ({
    key: `mail:ip:${ip}`,
    max: 10,
    windowSeconds: HOUR,
    message: "Too many emails requested. Please try again later.",
  }),
};
