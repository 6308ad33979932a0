import { createHash, createHmac, randomBytes } from "node:crypto";

/** 32 random bytes, base64url (43 characters): session ids and one-time tokens. */
export const newToken = () => randomBytes(32).toString("base64url");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const hmac = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64url");
