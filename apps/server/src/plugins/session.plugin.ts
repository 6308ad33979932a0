import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createCache } from "../lib/cache.js";
import { newToken, sha256 } from "../lib/crypto.js";
import { forbidden, unauthorized } from "../lib/http-error.js";
import { sessionsRepository } from "../modules/sessions/sessions.repository.js";
import { hasAdminRights } from "../modules/users/public-user.js";
import type { UserRow } from "../modules/users/users.repository.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** SECURITY.md 5: idle 7 days, absolute 30 days, admins 12 hours absolute. */
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * HOUR;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

type SessionLookup = NonNullable<Awaited<ReturnType<typeof sessionsRepository.findWithUser>>>;
export type SessionUser = UserRow & { isAdminEffective: boolean; pendingEmail: string | null };

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route never looks at the session (health checks answer even when the database cannot). */
    session?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Starts a new session (a fresh id every time) and sets its cookie. */
      start(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void>;
      /** Gives the current session a new id, keeping its creation and expiry times (absolute limits still hold). */
      rotate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends the current session and clears its cookie. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends every session of a user except, optionally, the current one. */
      endAllFor(userId: string, except?: FastifyRequest): Promise<void>;
    };
    requireUser(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

export default fp(async function sessionPlugin(app: FastifyInstance) {
  const cookieName = app.config.secureCookies ? "__Host-sid" : "sid";
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: app.config.secureCookies,
  };
  const isAdmin = (user: UserRow) => hasAdminRights(user, app.config.ADMIN_EMAILS);

  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);

  // Signed-in sessions with their user and pending e-mail change, for a minute at most: a signed-in request costs no
  // database round trip. Every change to the session or the user, here or on another server, drops the entry.
  const cache = createCache<SessionLookup>({ ttlMs: 60_000, max: 50_000 });
  app.changes.subscribe((change) => {
    if (change.kind === "session") cache.drop(change.id);
    else if (change.kind === "user") cache.dropGroup(change.id);
    else if (change.kind === "all") cache.clear();
  }, cache.setEnabled);

  app.addHook("onRequest", async (request) => {
    // Pages and static files are the same for everyone; only the API reads the session.
    if (!request.url.startsWith("/api/") || request.routeOptions.config?.session === false) return;
    const token = request.cookies[cookieName];
    if (!token || token.length > 100) return;
    const tokenHash = sha256(token);
    const readAt = cache.epoch();
    let row = cache.get(tokenHash);
    if (!row) {
      row = await sessionsRepository.findWithUser(app.db, tokenHash, new Date());
      if (!row) return;
      cache.set(tokenHash, row, row.user.id, readAt);
    }
    const now = Date.now();
    const { session, user } = row;
    const admin = isAdmin(user);
    const expired =
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now ||
      (admin && session.createdAt.getTime() + ADMIN_SESSION_ABSOLUTE_MS <= now) ||
      user.blockedAt !== null;
    if (expired) {
      await sessionsRepository.delete(app.db, tokenHash);
      return;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await sessionsRepository.touch(app.db, tokenHash, new Date(now));
      // The cached entry (this same object) carries the new time, so the next touch is a minute away.
      row.session = { ...session, lastSeenAt: new Date(now) };
    }
    const pendingEmail = row.pendingUntil && row.pendingUntil.getTime() > now ? row.pendingEmail : null;
    request.user = { ...user, isAdminEffective: admin, pendingEmail };
    request.sessionTokenHash = tokenHash;
  });

  app.decorate("sessions", {
    async start(request, reply, user) {
      const token = newToken();
      const now = Date.now();
      await sessionsRepository.insert(app.db, {
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(now + (isAdmin(user) ? ADMIN_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS)),
        ip: request.ip,
        userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
    },
    async rotate(request, reply) {
      if (!request.sessionTokenHash) throw unauthorized();
      const token = newToken();
      await sessionsRepository.rekey(app.db, request.sessionTokenHash, sha256(token));
      request.sessionTokenHash = sha256(token);
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
    },
    async end(request, reply) {
      if (request.sessionTokenHash) await sessionsRepository.delete(app.db, request.sessionTokenHash);
      reply.clearCookie(cookieName, cookieOptions);
    },
    async endAllFor(userId, except) {
      await sessionsRepository.deleteForUser(app.db, userId, except?.sessionTokenHash ?? undefined);
    },
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (!request.user.isAdminEffective) {
      await app.audit(request, { action: "admin.access", outcome: "denied", target: request.url.split("?")[0] });
      throw forbidden();
    }
  });
});
