/** Terminal progress on stderr: a redrawn bar on a terminal, a line every 25 % otherwise. */
export type Progress = (year: number, done: number, total: number) => void;

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const lastStep = new Map<number, number>();
  return (year, done, total) => {
    const ratio = total === 0 ? 1 : done / total;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r  ${year} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)} %`,
      );
      if (done >= total) stream.write('\n');
      return;
    }
    const step = Math.floor(percent / 25);
    if (lastStep.get(year) === step && done < total) return;
    lastStep.set(year, step);
    stream.write(`  ${year}\u00a0: ${percent} %\n`);
  };
}

export const silentProgress: Progress = () => {};
