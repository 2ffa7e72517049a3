// Where a command writes and whom it asks: the process's own streams from a terminal, or a test's,
// so a test runs the command in its own process and reads exactly what the operator would.
import { createInterface } from "node:readline/promises";
import type { Readable, Writable } from "node:stream";

export interface Io {
  /** Text for the operator on stdout, ended with a line break. */
  log: (text: string) => void;
  /** A message on stderr, ended with a line break. */
  error: (text: string) => void;
  /** Bytes written as they are (a CSV on stdout). */
  stdout: Writable;
  /** Where a deletion's question is answered: when it is no terminal, nobody can answer. */
  stdin: Readable & { isTTY?: boolean };
}

/** An Io on these streams. */
export const streamsIo = (stdin: Io["stdin"], stdout: Writable, stderr: Writable): Io => ({
  log: (text) => void stdout.write(`${text}\n`),
  error: (text) => void stderr.write(`${text}\n`),
  stdout,
  stdin,
});

export const processIo = streamsIo(process.stdin, process.stdout, process.stderr);

/**
 * Asks before a deletion. Without a terminal nobody can answer, so the command must be re-run with
 * --yes: returns null then (after saying so), else whether the user said yes.
 */
export async function confirmDeletion(
  io: Io,
  command: string,
  what: string,
  yes: boolean | undefined,
): Promise<boolean | null> {
  if (yes) return true;
  if (!io.stdin.isTTY) {
    io.error(`${command}: sem terminal para confirmar. Para apagar ${what}, rode de novo com --yes.`);
    return null;
  }
  const rl = createInterface({ input: io.stdin, output: io.stdout });
  try {
    const ok = /^s(im)?$/i.test((await rl.question(`Apagar ${what}? [s/N] `)).trim());
    if (!ok) io.log("Nada foi apagado.");
    return ok;
  } finally {
    rl.close();
  }
}
