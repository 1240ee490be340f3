import type { ChildProcess } from 'node:child_process';

/** Where the preview is: starting (its processes are not ready yet), ready on a port, or failed with the reason. */
export type PreviewState = { state: 'starting' } | { state: 'ready'; port: number } | { state: 'failed'; message: string };

/** A file's previewed content: its text (an image: its bytes); null: the draft removes it. */
export type PreviewText = string | Uint8Array | null;

/**
 * What one run of the live preview holds while it lives: where it is, whether it is closing, the
 * processes it started, its scratch folder and ports, the gateway's stop, and the drafts it shows.
 * The parts of the preview (processes, files, gateway) read and change it through here only.
 */
export class PreviewRun {
  state: PreviewState = { state: 'starting' };
  /** Set by `close`: nothing starts after it, and every wait ends at its next step. */
  closing = false;
  /** Every process the preview started (platform, site, a build), each the leader of its process group. */
  readonly children: ChildProcess[] = [];
  /** The copy of the brands folder the preview's processes read, under its scratch folder. */
  scratch: string | undefined;
  ports: { sandbox: number; site: number } | undefined;
  stopGateway: () => Promise<void> = async () => {};
  /** The drafts shown now, by their file under the brands folder. */
  shown = new Map<string, PreviewText>();

  /** The run failed: the state says why (once; a failure while closing is the closing). */
  fail(message: string) {
    if (this.state.state === 'failed' || this.closing) return;
    this.state = { state: 'failed', message };
    console.error(`the live preview cannot start: ${message}`);
  }

  /** Throws when waiting on is pointless: the run failed, or is closing. */
  throwIfOver() {
    if (this.state.state === 'failed') throw new Error(this.state.message);
    if (this.closing) throw new Error('the studio is stopping');
  }
}
