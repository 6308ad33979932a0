import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI = fileURLToPath(new URL("./audit.ts", import.meta.url));
const fixture = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The command as `npm run -s audit` runs it; its exit status is the result, so a failure is caught and read. */
async function audit(...args: string[]): Promise<{ stdout: string; code: number }> {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", CLI, ...args], { timeout: 60_000 });
    return { stdout, code: 0 };
  } catch (e) {
    const err = e as { stdout: string; code: number };
    return { stdout: err.stdout, code: err.code };
  }
}

describe("npm run -s audit -- FILE", () => {
  it("prints a .docx draft's report grouped by ground, exit 0 when nothing must be fixed", async () => {
    const { stdout, code } = await audit(fixture("../readers/fixtures/draft.docx"));
    expect(code).toBe(0);
    expect(stdout).toContain("Support and enablement, 35 U.S.C. 112(a): 0 must fix,");
    expect(stdout).toContain("Prior art, 35 U.S.C. 102 and 103: not run");
  });

  it("prints JSON with --json, and exits 1 when something must be fixed", async () => {
    const { stdout, code } = await audit(fixture("../eval/drafts/pet-door-latch.md"), "--json");
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.summary.ready).toBe("not-ready");
    expect(report.findings.some((f: { check: string }) => f.check === "formalities.abstract-length")).toBe(true);
  });

  it("refuses unknown options with its usage", async () => {
    const { code } = await audit("--bogus");
    expect(code).toBe(2);
  });
});
