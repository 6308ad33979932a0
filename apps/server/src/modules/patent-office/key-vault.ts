import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets kept at rest (users' patent-office keys) with AES-256-GCM. The 256-bit key is derived with
 * HKDF-SHA256 from the server's SECRETS_KEY, under a label per use, so one setting can serve several purposes
 * without reusing a key. Each value gets a fresh 96-bit IV; `context` (e.g. the owner's id) is bound as associated
 * data, so a ciphertext copied to another row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class KeyVault {
  private readonly key: Buffer;

  constructor(secret: string, label: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `clarity ${label} ${VERSION}`, 32));
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  }

  /** The plaintext, or null when the value was not made by this key for this context (tampered, or SECRETS_KEY changed). */
  decrypt(stored: string, context: string): string | null {
    const [version, iv, tag, body] = stored.split(".");
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
