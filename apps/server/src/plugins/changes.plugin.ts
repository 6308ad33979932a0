import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CHANGES_CHANNEL, type Change, localChanges, parseChange } from "../db/changes.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Every change this app's caches must hear: this process's own writes and every server's, via the database. */
    changes: {
      subscribe(handler: (change: Change) => void, onListening: (listening: boolean) => void): void;
    };
  }
}

/**
 * One LISTEN per server on the changes channel, fanned out to the caches. While it is down (`onListening(false)`)
 * a change may be missed, so the caches switch off; they come back empty when it hears again.
 */
export default fp(async function changesPlugin(app: FastifyInstance) {
  const handlers: Array<(change: Change) => void> = [];
  const states: Array<(listening: boolean) => void> = [];
  let listening = false;
  const dispatch = (change: Change) => {
    for (const handler of handlers) handler(change);
  };

  app.decorate("changes", {
    subscribe(handler: (change: Change) => void, onListening: (listening: boolean) => void) {
      handlers.push(handler);
      states.push(onListening);
      onListening(listening);
    },
  });

  const unsubscribe = localChanges.subscribe(dispatch);
  const stop = await app.database.listen({
    channel: CHANGES_CHANNEL,
    onNotify(payload) {
      const change = parseChange(payload);
      if (change) dispatch(change);
    },
    onState(on) {
      listening = on;
      for (const state of states) state(on);
    },
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await stop();
  });
});
