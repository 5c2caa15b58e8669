/**
 * Stopping on SIGINT or SIGTERM with the database closed first: killed mid-write, an embedded
 * PGlite database may not open again. A second Ctrl+C stops at once; a SIGTERM beside the first
 * one does not (`npm start` forwards one while the terminal sends SIGINT to every process).
 */
export function onStopSignal(stop: () => Promise<void>): void {
  let stopping = false;
  let interrupted = false;
  const handle = (signal: NodeJS.Signals) => {
    if (signal === 'SIGINT') {
      if (interrupted) process.exit(130);
      interrupted = true;
    }
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(signal === 'SIGINT' ? 130 : 0),
      (error: unknown) => {
        process.stderr.write(`Arrêt\u00a0: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
