import { APPLICATION_LIMIT_REACHED } from "@app/contracts";
import { expect, it } from "vitest";
import { LIMIT_MARKER } from "./messages";

it("recognises the server's limit refusal, as the wizard maps it to the spec's sentence", () => {
  expect(APPLICATION_LIMIT_REACHED).toContain(LIMIT_MARKER);
});
