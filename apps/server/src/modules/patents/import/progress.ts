/** Where the importer writes: a terminal gets one line rewritten in place, a log gets a plain line now and then. */
export interface ProgressOutput {
  write(text: string): void;
  isTTY?: boolean;
}

const TTY_EVERY_MS = 200;
const LOG_EVERY_MS = 5000;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export class Progress {
  private lastShown = 0;
  private bytesRead = 0;
  private shownOnce = false;

  constructor(
    private readonly out: ProgressOutput,
    private readonly totalBytes: number,
    private readonly started: number,
    private readonly now: () => number,
  ) {}

  addBytes(bytes: number): void {
    this.bytesRead += bytes;
  }

  /** Shows the figures if it is time to (cheap to call for every document). */
  tick(documents: number, force = false): void {
    const now = this.now();
    if (!force && now - this.lastShown < (this.out.isTTY ? TTY_EVERY_MS : LOG_EVERY_MS)) return;
    this.lastShown = now;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const line = `${documents} documents, ${Math.round(documents / seconds)} docs/s, ${mb(this.bytesRead)} of ${mb(this.totalBytes)} MB read`;
    if (this.out.isTTY) this.out.write(`\r\x1b[2K${line}`);
    else this.out.write(`${line}\n`);
    this.shownOnce = true;
  }

  /** Leaves the in-place line so what follows starts on a line of its own. */
  done(): void {
    if (this.out.isTTY && this.shownOnce) this.out.write("\n");
  }
}
