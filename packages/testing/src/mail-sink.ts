import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

/**
 * A real SMTP server on loopback that keeps what it receives: tests read the messages
 * the product really sent, through a real SMTP conversation.
 */
export interface MailSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the next (or an already received, unconsumed) message to `to` matching `subject`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailSink(port = 0): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  const consumed = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? "").toLowerCase()),
          );
          const text = parsed.text ?? "";
          messages.push({
            to,
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            links: text.match(/https?:\/\/[^\s)>\]]+/g) ?? [],
          });
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;

  const find = (to: string, subject?: RegExp) =>
    messages.find((m) => !consumed.has(m) && m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    waitFor(to, subject, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const attempt = () => {
          const m = find(to, subject);
          if (!m) return void waiters.push(attempt);
          consumed.add(m);
          clearTimeout(timer);
          resolve(m);
        };
        attempt();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
