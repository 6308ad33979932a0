import type { ApiKeyStatus } from "@app/contracts";
import type { Config } from "../../config.js";
import type { Tx } from "../../db/client.js";
import { KeyVault } from "./key-vault.js";
import { OFFICE_MESSAGES, PatentOfficeError } from "./patent-office.errors.js";
import { patentOfficeKeysRepository as repo } from "./patent-office-keys.repository.js";
import { type PatentOffice, UsptoOdpClient } from "./uspto-odp.client.js";

export const MASK = "••••••••";
/** Keys shorter than this show no characters at all: four of eight would be half the key. */
const HINT_MIN_LENGTH = 12;

export interface ResolvedKey {
  key: string;
  source: "server" | "user";
}

/**
 * Which patent-office key applies and where it is kept. The server's USPTO_API_KEY takes precedence over a user's
 * own key (the API config page says so); there is no key in the code.
 */
export class PatentOfficeService {
  private readonly vault: KeyVault;

  constructor(
    private readonly db: Tx,
    private readonly config: Pick<Config, "USPTO_API_KEY" | "secretsKey">,
    readonly office: PatentOffice,
  ) {
    this.vault = new KeyVault(config.secretsKey, "patent-office-keys");
  }

  async status(userId: string): Promise<ApiKeyStatus> {
    const stored = await repo.find(this.db, userId);
    if (this.config.USPTO_API_KEY)
      return { success: true, configured: true, masked: MASK, source: "server", userKey: !!stored };
    if (stored)
      return { success: true, configured: true, masked: `${MASK}${stored.hint}`, source: "user", userKey: true };
    return { success: true, configured: false, masked: null, source: "none", userKey: false };
  }

  async save(userId: string, key: string): Promise<void> {
    const hint = key.length >= HINT_MIN_LENGTH ? key.slice(-4) : "";
    await repo.upsert(this.db, userId, this.vault.encrypt(key, userId), hint);
  }

  clear(userId: string): Promise<boolean> {
    return repo.delete(this.db, userId);
  }

  /** The key a search for this user (or a signed-out visitor) uses; null: none, so the local index answers. */
  async keyFor(userId: string | null): Promise<ResolvedKey | null> {
    if (this.config.USPTO_API_KEY) return { key: this.config.USPTO_API_KEY, source: "server" };
    if (!userId) return null;
    const stored = await repo.find(this.db, userId);
    // A value that no longer decrypts (SECRETS_KEY changed) counts as no key; saving again replaces it.
    const key = stored ? this.vault.decrypt(stored.ciphertext, userId) : null;
    return key ? { key, source: "user" } : null;
  }

  /** Tests `key`, or the key searches would use when none is given. */
  async test(userId: string, key?: string): Promise<void> {
    const chosen = key ?? (await this.keyFor(userId))?.key;
    if (!chosen) throw new PatentOfficeError("no-key", OFFICE_MESSAGES.noKey);
    await this.office.testKey(chosen);
  }
}

export const createPatentOfficeService = (db: Tx, config: Config, office?: PatentOffice) =>
  new PatentOfficeService(db, config, office ?? new UsptoOdpClient({ baseUrl: config.USPTO_API_URL }));
