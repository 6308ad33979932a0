import { useEffect, useRef } from "react";

/**
 * Runs `send(token)` once per token. Tokens are single-use and StrictMode runs effects twice in development:
 * a second POST of the spent token would answer 'Invalid or expired…' and could replace the success on screen.
 */
export function useTokenOnce(token: string | null, send: (token: string) => void) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    send(token);
  }, [token, send]);
}
